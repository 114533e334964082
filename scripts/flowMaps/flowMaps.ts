import { flowRegistry } from '../../flows/index';
import { flowMapGraph } from './flowMapGraph';
import { flowMapSvg } from './flowMapSvg';

/** Every registered flow's map: its id and SVG, in registry order. */
export async function flowMaps(): Promise<{ readonly id: string; readonly svg: string }[]> {
  return Promise.all(
    flowRegistry.map(async (entry) => {
      const { engine } = await entry.engine();
      return { id: entry.id, svg: flowMapSvg(flowMapGraph(engine.machine)) };
    }),
  );
}

export const flowMapFile = (id: string): URL => new URL(`../../flows/maps/${id}.svg`, import.meta.url);
