import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** Automatic revolving on or off (SPEC 2.6 /member/revo/auto and auto/confirm). */
export const revoAutoSpec: LinearFlowSpec = {
  id: 'revoAuto',
  base: '/member/revo/auto',
  steps: [{ id: 'auto', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoAutoSpec);

export const flow = defineFlow({
  id: 'revoAuto',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/auto'],
  repeatable: true,
});
