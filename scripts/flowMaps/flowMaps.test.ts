import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowRegistry } from '../../flows/index';
import { machineTransitions } from '../../flows/testing/flowGraph';
import { flowMapGraph } from './flowMapGraph';
import { flowMapFile, flowMaps } from './flowMaps';

/**
 * The flow maps in flows/maps/ are the machines as they are: a map drawn from an older machine fails here, and
 * `npm run flows:maps` draws them again.
 */
describe('the flow maps', () => {
  it('are current for every registered flow (else run npm run flows:maps)', async () => {
    for (const map of await flowMaps()) {
      let written = '';
      try {
        written = readFileSync(flowMapFile(map.id), 'utf8');
      } catch {
        written = '(missing)';
      }
      expect(written, `flows/maps/${map.id}.svg is stale: run npm run flows:maps`).toBe(map.svg);
    }
  });

  it('draw every state and every transition each machine declares, with the guard by name', async () => {
    for (const entry of flowRegistry) {
      const { engine } = await entry.engine();
      const graph = flowMapGraph(engine.machine);
      expect(graph.nodes.map((node) => node.id).sort(), entry.id).toEqual(Object.keys(engine.machine.states).sort());
      expect(new Set(graph.edges.map((edge) => `${edge.from} → ${edge.to}`)), entry.id).toEqual(
        new Set(machineTransitions(engine.machine)),
      );
    }
    const { engine } = await flowRegistry.find((entry) => entry.id === 'memberResidence')!.engine();
    expect(flowMapGraph(engine.machine).edges).toContainEqual({
      from: 'residenceBackAddress',
      to: 'residenceBackUpload',
      event: 'next',
      guard: 'residenceBackUploadApplies',
    });
  });
});
