import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** ETC cards added to the card (SPEC 2.6 /member/setting/etc-card). */
export const etcCardSpec: LinearFlowSpec = {
  id: 'etcCard',
  base: '/member/setting/etc-card',
  steps: [{ id: 'request', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(etcCardSpec);

export const flow = defineFlow({
  id: 'etcCard',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/etc-card'],
  repeatable: true,
});
