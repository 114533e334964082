import type { StepModule } from '../../schemas/formModule';
import type { LiveStepModule } from '../../schemas/liveStepModule';

/**
 * The step versions live on this instance (issue 55): per step file (`apply/attribute`), the published version, its
 * module as the browser loads it and as the server runs it. A set is never changed: a newer publication is a new set,
 * so what a request read stays the same for the whole request, and what is derived from a set is kept by the set.
 */
export interface LiveStep {
  readonly versionId: number;
  readonly step: string;
  readonly module: LiveStepModule;
  readonly compiled: StepModule;
}

export interface LiveStepSet {
  /** The versions' ids, joined: what changes when any step's live version does. */
  readonly digest: string;
  readonly byStep: ReadonlyMap<string, LiveStep>;
}

export const NO_LIVE_STEPS: LiveStepSet = { digest: '', byStep: new Map() };

/** Where the browser loads a live module from: same origin, named by its content, cached for good. */
export const stepModuleUrl = (hash: string): string => `/assets/steps/${hash}.js`;

export function liveStepSet(steps: readonly LiveStep[]): LiveStepSet {
  if (steps.length === 0) return NO_LIVE_STEPS;
  const sorted = [...steps].sort((a, b) => a.versionId - b.versionId);
  return { digest: sorted.map((step) => step.versionId).join('.'), byStep: new Map(sorted.map((step) => [step.step, step])) };
}
