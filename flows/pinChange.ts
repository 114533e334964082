import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** The card's PIN changed (SPEC 2.6 /member/setting/pin-management): the new PIN twice, a secret the draft never holds. */
export const pinChangeSpec: LinearFlowSpec = {
  id: 'pinChange',
  base: '/member/setting/pin-management',
  steps: [{ id: 'pin', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(pinChangeSpec);
