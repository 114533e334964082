import { describe, expect, it } from 'vitest';
import { metaOf } from './engine';
import { flowForRoute, flowRegistry } from './index';

describe('the flow registry', () => {
  it('gives every flow its own id', () => {
    const ids = flowRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(flowRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: every state route belongs to the flow (longest prefix) names a schema its form has, and its checks name states',
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
      for (const state of Object.keys(entry.checks ?? {})) expect(Object.keys(engine.machine.states), `check of ${state}`).toContain(state);
    },
  );

  it('takes whole path segments: the bank list is the bank flow, another /apply page the application', () => {
    expect(flowForRoute('/apply/banklist')?.id).toBe('bank');
    expect(flowForRoute('/apply/bank/detail')?.id).toBe('bank');
    expect(flowForRoute('/apply/bankruptcy')?.id).toBe('apply');
    expect(flowForRoute('/member/top')).toBeUndefined();
  });
});
