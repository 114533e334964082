import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** Automatic revolving on or off (SPEC 2.6 /member/revo/auto and auto/confirm). */
export const revoAutoSpec: LinearFlowSpec = {
  id: 'revoAuto',
  base: '/member/revo/auto',
  steps: [{ id: 'auto', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoAutoSpec);
