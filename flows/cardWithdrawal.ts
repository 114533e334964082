import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * Leaving the card service (SPEC 2.6 /member/card-withdrawal + /confirm, withdrawal reasons 61–68). Decision: a
 * withdrawal is of the membership, so of every card the member holds; a card with a payment still due keeps the
 * member from leaving (the SPEC 8.2 withdrawal errors: all, partial, none), and once withdrawn the member is a former
 * member, whose old statements are in the former members' area.
 */
export const cardWithdrawalSpec: LinearFlowSpec = {
  id: 'cardWithdrawal',
  base: '/member/card-withdrawal',
  steps: [{ id: 'reason', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cardWithdrawalSpec);

export const flow = defineFlow({
  id: 'cardWithdrawal',
  roles: ['member', 'formerMember'],
  subject: 'member',
  routes: ['/member/card-withdrawal'],
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { reason: [{ withdrawalReason: '63' }, { withdrawalReason: '68' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { reason: { withdrawalReason: '63' } },
    resultData: { withdrawnCards: 'Visaカード（下4桁 1234）、JCBカード（下4桁 5678）', withdrawnOn: '2026年11月25日' },
  },
});
