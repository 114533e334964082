import { linearEngine } from './linearFlow';
import { optionCashingSpec } from './optionServices';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';
import { examples as balanceRaiseExamples } from './balanceRaise';

export const engine = linearEngine(optionCashingSpec);

export const flow = defineFlow({
  id: 'optionCashing',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/cashing'],
  repeatable: true,
  // Cash advances are not lent to minors (SPEC 6, code 2).
  unavailableTo: ['minor'],
  needsCardInUse: true,
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * The cashing option: a lower limit than the card's (at once) and a higher one (examined); with and without a
 * licence and other borrowing.
 * The first answers are the member's the confirm pages and the stories read back (a higher limit, examined; other borrowing).
 */
export const examples = defineExamples({
  answers: {
    limit: [{ cashingLimit: '300000' }, { cashingLimit: '0' }],
    purpose: [{ cashingPurpose: '1' }],
    // The credit-limit raise's own pages, with its answers and variants.
    companyInput: balanceRaiseExamples.answers.companyInput,
    licenseSelect: balanceRaiseExamples.answers.licenseSelect,
    licenseInput: balanceRaiseExamples.answers.licenseInput,
    loanSelect: [...balanceRaiseExamples.answers.loanSelect].reverse(),
    loanInput: balanceRaiseExamples.answers.loanInput,
  },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { cashingLimit: '30万円' },
  },
});
