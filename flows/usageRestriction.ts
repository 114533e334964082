import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/** The member's own usage restriction (SPEC 2.6 /member/setting/usage-restriction; the SPEC 8.3 banners follow it). */
export const usageRestrictionSpec: LinearFlowSpec = {
  id: 'usageRestriction',
  base: '/member/setting/usage-restriction',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(usageRestrictionSpec);

export const flow = defineFlow({
  id: 'usageRestriction',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/usage-restriction'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { setting: [{ usageRestriction: '02' }, { usageRestriction: '05' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { setting: { usageRestriction: '02' } },
    resultData: { usageRestriction: 'オンライン決済を止める' },
  },
});
