import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/** The PIN notice by post (SPEC 2.6 /member/setting/pin-request): a PIN is never shown or mailed, only posted. */
export const pinRequestSpec: LinearFlowSpec = {
  id: 'pinRequest',
  base: '/member/setting/pin-request',
  steps: [{ id: 'request', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(pinRequestSpec);

export const flow = defineFlow({
  id: 'pinRequest',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/pin-request'],
  repeatable: true,
  // The PIN notice is sent by post (SPEC 6, code 3).
  unavailableTo: ['noAddress'],
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { request: [{ agreePinNotice: true }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { request: { agreePinNotice: true } },
  },
});
