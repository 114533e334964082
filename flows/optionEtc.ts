import { linearEngine } from './linearFlow';
import { optionEtcSpec } from './optionServices';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

export const engine = linearEngine(optionEtcSpec);

/**
 * The option-service applications (SPEC 2.1, flows/optionServices.ts): the member settings' own parts at its routes.
 */
export const flow = defineFlow({
  id: 'optionEtc',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/etc'],
  schemas: 'etcCard',
  // The member settings' own pages, compiled once: the same form module at the option-service route.
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { request: [{ etcCardCount: '1' }, { etcCardCount: '2' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { request: { etcCardCount: '1' } },
    resultData: { etcCards: '1枚' },
  },
});
