import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** A cash advance repaid by revolving (SPEC 2.6 revo cashing input, confirm, complete), reachable only through the revo top (registry `priorRoute`). */
export const revoCashingSpec: LinearFlowSpec = {
  id: 'revoCashing',
  base: '/member/revo/cashing',
  steps: [{ id: 'amount', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoCashingSpec);
