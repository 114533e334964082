import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';
import { SECRET_MARKER } from '../schemas/secrets';

/** The card's PIN changed (SPEC 2.6 /member/setting/pin-management): the new PIN twice, a secret the draft never holds. */
export const pinChangeSpec: LinearFlowSpec = {
  id: 'pinChange',
  base: '/member/setting/pin-management',
  steps: [{ id: 'pin', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(pinChangeSpec);

/**
 * Issue 15: the selected card's settings, linear flows over its settings (server/memberSettings/cardSettings.ts);
 * a PIN and a 3-D Secure password are `x-secret`: hashed at once, never in a draft.
 */
export const flow = defineFlow({
  id: 'pinChange',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/pin-management'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    pin: [
      { pinNumber: '7294', pinNumberConfirm: '7294' },
      { pinNumber: '５０８３', pinNumberConfirm: '５０８３' },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: { pin: { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER } },
  },
});
