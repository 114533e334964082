import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';

/**
 * A request to the card company as a bank's agent (SPEC 2.2 /support/bankagency and /complete; the specification
 * names the pages only). Decision: a logged-in person's request (member, former member or applicant: the answer goes
 * to the mobile number or mail address already registered, so nothing of the person is asked again), with a confirm
 * page before it is sent, recorded with a request number the complete page shows; one may send another later.
 */
export const bankAgencySpec: LinearFlowSpec = {
  id: 'bankAgency',
  base: '/support/bankagency',
  steps: [{ id: 'request', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(bankAgencySpec);

export const flow = defineFlow({
  id: 'bankAgency',
  roles: ['member', 'formerMember', 'applicant'],
  subject: 'none',
  routes: ['/support/bankagency'],
  repeatable: true,
});

/** A bank-agency request as people send it: by phone or mail, about each topic, in full-width and half-width text. */
export const examples = defineExamples({
  answers: {
    request: [
      { bankAgencyTopic: '1', contactMethod: '1', inquiryText: '提携銀行の口座を作りたいので、必要なものを教えてください。' },
      { bankAgencyTopic: '2', contactMethod: '2', inquiryText: 'Payment account: how long does the change take?' },
    ],
  },
  inputs: { '': {} },
  story: {
    resultData: { requestNumber: 'BA-20261125-000001', contactText: 'お電話（ご登録の携帯電話番号）' },
  },
});
