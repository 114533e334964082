import type { AnyStateMachine } from 'xstate';

/**
 * A flow's machine as a map for people (issue 19): its states with the route, whether the step is counted in
 * 「ステップ n / m」, and the kind of page; its transitions with the event and the guard by name. Read from the machine
 * itself, so the map cannot drift from what the server replays.
 */
export interface FlowMapNode {
  readonly id: string;
  readonly route: string;
  readonly counted: boolean;
  readonly page: string;
  readonly final: boolean;
  readonly initial: boolean;
}

export interface FlowMapEdge {
  readonly from: string;
  readonly to: string;
  /** `next` for a step's answer, `submit` for the confirm page's button. */
  readonly event: string;
  readonly guard: string | null;
}

export interface FlowMapGraph {
  readonly id: string;
  readonly nodes: readonly FlowMapNode[];
  readonly edges: readonly FlowMapEdge[];
}

const EVENT_NAMES: Readonly<Record<string, string>> = { 'step.next': 'next', 'flow.submit': 'submit' };

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

function guardName(guard: unknown): string | null {
  if (typeof guard === 'string') return guard;
  if (isObject(guard) && typeof guard['type'] === 'string') return guard['type'];
  return guard === undefined ? null : 'guard';
}

export function flowMapGraph(machine: AnyStateMachine): FlowMapGraph {
  const initial = String(machine.config.initial ?? '');
  const nodes: FlowMapNode[] = [];
  const edges: FlowMapEdge[] = [];
  for (const [id, node] of Object.entries(machine.states)) {
    const meta: Record<string, unknown> = isObject(node.meta) ? { ...node.meta } : {};
    nodes.push({
      id,
      route: typeof meta['route'] === 'string' ? meta['route'] : '',
      counted: meta['counted'] === true,
      page: typeof meta['page'] === 'string' ? meta['page'] : 'form',
      final: node.type === 'final',
      initial: id === initial,
    });
    for (const [event, transitions] of Object.entries(node.on)) {
      for (const transition of transitions) {
        for (const target of transition.target ?? [])
          edges.push({ from: id, to: target.key, event: EVENT_NAMES[event] ?? event, guard: guardName(transition.guard) });
      }
    }
  }
  return { id: machine.id, nodes, edges };
}
