import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metaOf } from './engine';
import { flowForRoute, flowRegistry } from './index';

describe('the flow registry', () => {
  it('gives every flow its own id', () => {
    const ids = flowRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(flowRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: every state route belongs to the flow (longest prefix) names a schema its form has',
    async (_id, entry) => {
      const [{ form }, { engine }] = await Promise.all([entry.form(), entry.engine()]);
      const flow = { ...engine, schemas: form.schemas, validators: form.validators };
      for (const state of Object.keys(engine.machine.states)) {
        const meta = metaOf(flow, state);
        expect(meta, state).toBeDefined();
        expect(flowForRoute(meta?.route ?? '')?.id, meta?.route).toBe(entry.id);
        const schema = meta?.schema;
        if (schema) expect(form.schemas[schema.slice(schema.indexOf('/') + 1)], schema).toBeDefined();
      }
    },
  );

  it('takes whole path segments: the bank list is the bank flow, another /apply page the application', () => {
    expect(flowForRoute('/apply/banklist')?.id).toBe('bank');
    expect(flowForRoute('/apply/bank/detail')?.id).toBe('bank');
    expect(flowForRoute('/apply/bankruptcy')?.id).toBe('apply');
    expect(flowForRoute('/member/top')).toBeUndefined();
  });
});

describe('the generated registry (flows/generated/registry.ts)', () => {
  it('is what the flow files declare now (run `npm run schemas` after adding or changing a flow file)', { timeout: 60_000 }, async () => {
    const { currentRegistry, REGISTRY_FILE } = await import('../scripts/flowRegistry');
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(await currentRegistry());
  });

  it('and flows/generated/flowModules.ts imports every flow file now', { timeout: 60_000 }, async () => {
    const { currentFlowModules, FLOW_MODULES_FILE } = await import('../scripts/flowRegistry');
    expect(readFileSync(FLOW_MODULES_FILE, 'utf8')).toBe(await currentFlowModules());
  });

  it('refuses a declaration with a key the registry does not know', async () => {
    const { registrySource } = await import('../scripts/flowRegistry');
    expect(() =>
      registrySource([{ id: 'paylater', roles: ['member'], subject: 'card', routes: ['/member/paylater'], effect: 'x' } as never]),
    ).toThrow(/unknown keys effect/);
  });
});
