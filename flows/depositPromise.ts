import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** A promise to pay an unpaid bill by a day (SPEC 2.6 /member/deposit-promise, 5.3 transfer date). */
export const depositPromiseSpec: LinearFlowSpec = {
  id: 'depositPromise',
  base: '/member/deposit-promise',
  steps: [{ id: 'promise', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(depositPromiseSpec);

export const flow = defineFlow({
  id: 'depositPromise',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/deposit-promise'],
  repeatable: true,
});
