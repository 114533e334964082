import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** A cash advance transferred to the member's account and repaid in one payment (SPEC 2.6 /member/setting/cashing/net, net/confirm). */
export const cashingNetSpec: LinearFlowSpec = {
  id: 'cashingNet',
  base: '/member/setting/cashing/net',
  steps: [{ id: 'amount', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cashingNetSpec);

export const flow = defineFlow({
  id: 'cashingNet',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/cashing/net'],
  repeatable: true,
});
