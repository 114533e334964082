import { metaOf, type FlowDefinition } from '../engine';

/**
 * Step totals and positions for tests, from the machine's `meta.counted` over a walked path, so a test states
 * which path it walks rather than a number that a new step elsewhere in the flow would change.
 */
export function countedSteps(flow: FlowDefinition, path: readonly string[]): string[] {
  return path.filter((state) => metaOf(flow, state)?.counted === true);
}

/** 「ステップ n」 of a state on a walked path (1-based among the counted states). */
export function positionOf(flow: FlowDefinition, path: readonly string[], state: string): number {
  return countedSteps(flow, path.slice(0, path.indexOf(state) + 1)).length;
}
