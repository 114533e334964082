import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** Whether the app shows the card's balance (SPEC 2.6 /member/setting/display-balance). */
export const displayBalanceSpec: LinearFlowSpec = {
  id: 'displayBalance',
  base: '/member/setting/display-balance',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(displayBalanceSpec);

export const flow = defineFlow({
  id: 'displayBalance',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/display-balance'],
  repeatable: true,
});
