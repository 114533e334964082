import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * Which mail the member receives (issue 15 "the mailing lists"; the SPEC names a mailing-list layout and shows none,
 * so the path is ours, beside /member/mail/setting): one step of check boxes that starts from the current choice,
 * confirm, done.
 */
export const mailingListsSpec: LinearFlowSpec = {
  id: 'mailingLists',
  base: '/member/mail/lists',
  steps: [{ id: 'lists', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(mailingListsSpec);

export const flow = defineFlow({
  id: 'mailingLists',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/mail/lists'],
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    lists: [
      {
        statementMail: true,
        usageMail: false,
        declineMail: true,
        abroadMail: true,
        usageAlertAmount: '30000',
        campaignMail: true,
        serviceMail: false,
      },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: {
      lists: {
        statementMail: true,
        usageMail: false,
        declineMail: true,
        abroadMail: true,
        usageAlertAmount: '30000',
        campaignMail: true,
        serviceMail: false,
      },
    },
  },
});
