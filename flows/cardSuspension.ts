import { linearEngine, type LinearFlowSpec } from './linearFlow';

/**
 * A lost or stolen card stopped at once (SPEC 2.6 /member/setting/card-suspension + /confirm, SPEC 3.1 card-suspension
 * working data: loss by default, a new card asked by default). Decision: the suspension is of the selected card, the
 * one the member top shows, as every other card flow; a member who lost several cards stops each from its own top.
 */
export const cardSuspensionSpec: LinearFlowSpec = {
  id: 'cardSuspension',
  base: '/member/setting/card-suspension',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cardSuspensionSpec);
