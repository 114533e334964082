import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';
import { SECRET_MARKER } from '../schemas/secrets';

/** The 3-D Secure password registered (SPEC 2.6 /member/3dsecure/register); the change shares its form (securePasswordForm). */
export const secureRegisterSpec: LinearFlowSpec = {
  id: 'secureRegister',
  schemas: 'securePassword',
  base: '/member/3dsecure/register',
  steps: [{ id: 'password', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(secureRegisterSpec);

export const flow = defineFlow({
  id: 'secureRegister',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/3dsecure/register'],
  schemas: 'securePassword',
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    password: [
      { securePassword: 'Sakura+2026', securePasswordConfirm: 'Sakura+2026' },
      { securePassword: 'abcd', securePasswordConfirm: 'abcd' },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: { password: { securePassword: SECRET_MARKER, securePasswordConfirm: SECRET_MARKER } },
  },
});
