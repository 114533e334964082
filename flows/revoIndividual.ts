import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** One purchase of this month's open statement made revolving (SPEC 2.6 /member/revo/select, individual/confirm). */
export const revoIndividualSpec: LinearFlowSpec = {
  id: 'revoIndividual',
  base: '/member/revo',
  steps: [{ id: 'select', path: 'select' }],
  confirm: { id: 'confirm', path: 'individual/confirm' },
  results: [{ id: 'complete', path: 'individual/complete' }],
};

export const engine = linearEngine(revoIndividualSpec);
