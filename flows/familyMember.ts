import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * A family member's details changed (SPEC 2.6 /member/setting/family-card/memberinfo, /memberinfo/change and its
 * confirm): which of the selected card's family members, their new mobile number (SPEC 5.6: not the member's own),
 * confirm. Decision: the name is not changed here; a new name needs an identity document, so it is taken by phone.
 */
export const familyMemberSpec: LinearFlowSpec = {
  id: 'familyMember',
  base: '/member/setting/family-card/memberinfo',
  steps: [
    { id: 'member', path: '' },
    { id: 'phone', path: 'change' },
  ],
  confirm: { id: 'confirm', path: 'change/confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(familyMemberSpec);

export const flow = defineFlow({
  id: 'familyMember',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/family-card/memberinfo'],
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { member: [{ familyCardId: 'family-1' }], phone: [{ familyMobNumFull: '080-2468-1357' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { member: { familyCardId: 'family-1' }, phone: { familyMobNumFull: '08024681357' } },
    resultData: { familyName: '佐藤 花子' },
  },
});
