import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** One purchase of this month's open statement made revolving (SPEC 2.6 /member/revo/select, individual/confirm). */
export const revoIndividualSpec: LinearFlowSpec = {
  id: 'revoIndividual',
  base: '/member/revo',
  steps: [{ id: 'select', path: 'select' }],
  confirm: { id: 'confirm', path: 'individual/confirm' },
  results: [{ id: 'complete', path: 'individual/complete' }],
};

export const engine = linearEngine(revoIndividualSpec);

export const flow = defineFlow({
  id: 'revoIndividual',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/select', '/member/revo/individual'],
  repeatable: true,
});
