import { getAdjacencyMap } from '@xstate/graph';
import { getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * A flow machine explored with @xstate/graph over test answers (flowEvents.ts): every snapshot reachable from the
 * start, keyed by state and context, with the events between them. Paths are counted, not listed (the apply machine
 * has thousands once every branch is in), and the API walk takes a small set of paths that covers every transition.
 */
export interface FlowModel {
  readonly machine: AnyStateMachine;
  readonly events: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
  readonly input?: unknown;
}

export interface GraphEdge {
  readonly event: EventObject;
  readonly to: string;
}

export interface GraphNode {
  readonly snapshot: AnyMachineSnapshot;
  readonly state: string;
  readonly final: boolean;
  /** Events that change the snapshot (an event a guard refuses leaves it as it is and is not an edge). */
  readonly edges: readonly GraphEdge[];
}

export interface FlowGraph {
  readonly initial: string;
  readonly nodes: ReadonlyMap<string, GraphNode>;
}

/** A budget far above any real flow: a test that reaches it has fixtures whose variants multiply. */
const MAX_NODES = 200_000;

/**
 * A snapshot's key, kept per snapshot object: @xstate/graph keys each next snapshot, and the edges below name the same
 * objects again; stringifying the context twice was a quarter of a step check's time (issue 62).
 */
const keys = new WeakMap<AnyMachineSnapshot, string>();
const serializeState = (snapshot: AnyMachineSnapshot): string => {
  let key = keys.get(snapshot);
  if (key === undefined) {
    key = JSON.stringify({ value: snapshot.value, context: snapshot.context });
    keys.set(snapshot, key);
  }
  return key;
};

export function exploreFlow(model: FlowModel): FlowGraph {
  const adjacency = getAdjacencyMap(model.machine, {
    events: model.events,
    serializeState,
    input: model.input,
    limit: MAX_NODES,
  }) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const nodes = new Map<string, GraphNode>();
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const edges = Object.values(transitions)
      .map(({ event, state: next }) => ({ event, to: serializeState(next) }))
      .filter((edge) => edge.to !== key);
    nodes.set(key, { snapshot: state, state: String(state.value), final: state.status === 'done', edges });
  }
  return { initial: serializeState(getInitialSnapshot(model.machine, model.input)), nodes };
}

/** Every transition the machine declares, as `from → to` (each event type, each guarded branch). */
export function machineTransitions(machine: AnyStateMachine): string[] {
  const found = new Set<string>();
  for (const [state, node] of Object.entries(machine.states)) {
    for (const transitions of Object.values(node.on)) {
      for (const transition of transitions) for (const target of transition.target ?? []) found.add(`${state} → ${target.key}`);
    }
  }
  return [...found];
}

const transitionOf = (graph: FlowGraph, from: string, edge: GraphEdge): string =>
  `${graph.nodes.get(from)?.state} → ${graph.nodes.get(edge.to)?.state}`;

/** The transitions some explored path takes. */
export function takenTransitions(graph: FlowGraph): Set<string> {
  const taken = new Set<string>();
  for (const [key, node] of graph.nodes) for (const edge of node.edges) taken.add(transitionOf(graph, key, edge));
  return taken;
}

/** Snapshots from which no path reaches a final state (a dead end, or a loop with no way out). */
export function deadEnds(graph: FlowGraph): GraphNode[] {
  // Backwards from the final snapshots over reversed edges, each edge once: a pass over every node until nothing grew
  // was quadratic, 8 % of a step check's 25 s on the application's graph (issue 62).
  const into = new Map<string, string[]>();
  for (const [key, node] of graph.nodes)
    for (const edge of node.edges) {
      const from = into.get(edge.to);
      if (from) from.push(key);
      else into.set(edge.to, [key]);
    }
  const reaching = new Set([...graph.nodes].filter(([, node]) => node.final).map(([key]) => key));
  const queue = [...reaching];
  for (let i = 0; i < queue.length; i += 1)
    for (const from of into.get(queue[i]!) ?? [])
      if (!reaching.has(from)) {
        reaching.add(from);
        queue.push(from);
      }
  return [...graph.nodes].filter(([key]) => !reaching.has(key)).map(([, node]) => node);
}

/** The number of paths from the start to a final state; throws on a cycle (the flows only move forward). */
export function countPaths(graph: FlowGraph): number {
  const counts = new Map<string, number>();
  const visiting = new Set<string>();
  const count = (key: string): number => {
    const known = counts.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) throw new Error(`cycle through ${graph.nodes.get(key)?.state}`);
    visiting.add(key);
    const node = graph.nodes.get(key);
    const total = !node ? 0 : node.final ? 1 : node.edges.reduce((sum, edge) => sum + count(edge.to), 0);
    visiting.delete(key);
    counts.set(key, total);
    return total;
  };
  return count(graph.initial);
}

export interface WalkStep {
  readonly state: string;
  readonly event: EventObject;
  readonly next: string;
}

export interface Walk {
  readonly steps: readonly WalkStep[];
  /** The final state. */
  readonly result: string;
  readonly transitions: readonly string[];
}

/** Shortest ways: from the start to every snapshot (parent edges), and from every snapshot on to a final state. */
function shortestWays(graph: FlowGraph) {
  const parent = new Map<string, { from: string; edge: GraphEdge } | null>([[graph.initial, null]]);
  const queue = [graph.initial];
  for (let i = 0; i < queue.length; i += 1) {
    const key = queue[i]!;
    for (const edge of graph.nodes.get(key)?.edges ?? []) {
      if (parent.has(edge.to)) continue;
      parent.set(edge.to, { from: key, edge });
      queue.push(edge.to);
    }
  }
  const onward = new Map<string, GraphEdge | null>([...graph.nodes].filter(([, node]) => node.final).map(([key]) => [key, null]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [key, node] of graph.nodes) {
      if (onward.has(key)) continue;
      const edge = node.edges.find((e) => onward.has(e.to));
      if (edge) {
        onward.set(key, edge);
        grew = true;
      }
    }
  }
  return { parent, onward };
}

/**
 * A few paths from the start to a final state that together take every transition any explored path takes:
 * for each transition not yet taken, the shortest way to it, through it, and on to the end.
 */
export function coveringWalks(graph: FlowGraph, machine: AnyStateMachine): Walk[] {
  const { parent, onward } = shortestWays(graph);
  const covered = new Set<string>();
  const walks: Walk[] = [];
  for (const wanted of machineTransitions(machine)) {
    if (covered.has(wanted)) continue;
    const candidates = [...graph.nodes].flatMap(([key, node]) =>
      node.edges
        .filter((edge) => parent.has(key) && onward.has(edge.to) && transitionOf(graph, key, edge) === wanted)
        .map((edge) => ({ key, edge })),
    );
    const through = candidates[0];
    if (!through) continue;
    const head: { from: string; edge: GraphEdge }[] = [];
    for (let at = parent.get(through.key); at; at = parent.get(at.from)) head.unshift(at);
    const hops = [...head, { from: through.key, edge: through.edge }];
    let at = through.edge.to;
    for (let edge = onward.get(at); edge; edge = onward.get(at)) {
      hops.push({ from: at, edge });
      at = edge.to;
    }
    const steps = hops.map(({ from, edge }) => ({
      state: graph.nodes.get(from)!.state,
      event: edge.event,
      next: graph.nodes.get(edge.to)!.state,
    }));
    const transitions = steps.map((step) => `${step.state} → ${step.next}`);
    for (const transition of transitions) covered.add(transition);
    walks.push({ steps, result: graph.nodes.get(at)!.state, transitions });
  }
  return walks;
}
