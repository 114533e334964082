import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * A delivered card put to use (SPEC 2.1 /apply/card-activation, the member top's card-activation notices of SPEC
 * 3.1): the expiry printed on the card, confirm, complete. The expiry is what only the card in hand shows: the
 * service displays the last four digits everywhere, so they prove nothing.
 */
export const cardActivationSpec: LinearFlowSpec = {
  id: 'cardActivation',
  base: '/apply/card-activation',
  steps: [{ id: 'card', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cardActivationSpec);

/**
 * A member's page under /apply (SPEC 2.1): the guards let a card member through to it (routing/guardsPageRules.ts).
 */
export const flow = defineFlow({
  id: 'cardActivation',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/card-activation'],
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { card: [{ cardExpiry: '0531' }, { cardExpiry: '05/31' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { card: { cardExpiry: '0531' } },
  },
});
