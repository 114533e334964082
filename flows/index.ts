import type { FlowEntry } from './flowEntry';
import { flowRegistry } from './generated/registry';

export type { FlowDeclaration, FlowEntry } from './flowEntry';
export { defineFlow } from './flowEntry';
/** Every flow file's entry (flows/generated/registry.ts, written by `npm run schemas`). */
export { flowRegistry, type FlowId, type FlowStates } from './generated/registry';

export function findFlow(id: string): FlowEntry | undefined {
  return flowRegistry.find((entry) => entry.id === id);
}

/** The flow whose pages a URL path is: the entry with the longest route prefix the path starts with. */
export function flowForRoute(path: string, registry: readonly FlowEntry[] = flowRegistry): FlowEntry | undefined {
  let best: { entry: FlowEntry; length: number } | undefined;
  for (const entry of registry) {
    for (const prefix of entry.routes) {
      // A whole path segment: `/apply/banklist` is not under `/apply/bank`.
      const matches = path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}
