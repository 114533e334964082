import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowRegistry } from '../../flows/index';
import { resultTexts } from './resultTexts';

const root = new URL('../../', import.meta.url);

describe('what a flow page loads of its form', () => {
  it.each(flowRegistry.map((entry) => [entry.id, entry] as const))(
    'finds every schema the %s machine names as a step module or a result page’s texts',
    async (_id, entry) => {
      const { engine } = await entry.engine();
      const named = Object.values(engine.machine.states)
        .map((node) => (node.meta as { readonly schema?: string } | undefined)?.schema)
        .filter((schema): schema is string => typeof schema === 'string');
      expect(named.length).toBeGreaterThan(0);
      // What the page host finds: a generated step module, or the result texts its list holds (resultTexts.ts).
      const missing = named.filter(
        (schema) => !existsSync(new URL(`schemas/generated/steps/${schema}.ts`, root)) && !(`../../schemas/${schema}.json` in resultTexts),
      );
      expect(missing).toEqual([]);
    },
  );
});
