import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';
import { SECRET_MARKER } from '../schemas/secrets';

/** The 3-D Secure password changed (SPEC 2.6 /member/3dsecure/change); the register flow shares its form. */
export const secureChangeSpec: LinearFlowSpec = {
  id: 'secureChange',
  schemas: 'securePassword',
  base: '/member/3dsecure/change',
  steps: [{ id: 'password', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(secureChangeSpec);

export const flow = defineFlow({
  id: 'secureChange',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/3dsecure/change'],
  schemas: 'securePassword',
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { password: [{ securePassword: 'Momiji+2027', securePasswordConfirm: 'Momiji+2027' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { password: { securePassword: SECRET_MARKER, securePasswordConfirm: SECRET_MARKER } },
  },
});
