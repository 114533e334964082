import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * The member's payment account changed (SPEC 2.6 /member/banklist, /setting, /address/confirm, /complete): the
 * application's own bank list and account steps (Zengin data, the branch widget, the account rules), then a confirm
 * page that also shows the registered address the bank's confirmation is posted to. The request reaches the bank the
 * same business day until 15:00 Tokyo time, otherwise the next (server/bank/bankBusinessDays.ts); the complete page
 * says which day. `/member/banklist/setting/error` is the flow's failure page (the registry's `errorRoute`).
 */
export const memberBankSpec: LinearFlowSpec = {
  id: 'memberBank',
  base: '/member/banklist',
  steps: [
    { id: 'bankList', path: '', page: 'bankList' },
    { id: 'bankDetail', path: 'setting' },
  ],
  confirm: { id: 'confirm', path: 'address/confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(memberBankSpec);

/**
 * The payment account: the application's bank steps again, for the member's own account (SPEC 2.6 /member/banklist).
 */
export const flow = defineFlow({
  id: 'memberBank',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/banklist'],
  repeatable: true,
  errorRoute: '/member/banklist/setting/error',
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    bankList: [{ bankCode: '0005' }],
    bankDetail: [{ branchCode: '001', accountType: '1', accountNo: '1234567', accountKanaName: 'サトウ　ケンイチ' }],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: {
      bankList: { bankCode: '0005' },
      bankDetail: { branchCode: '001', accountType: '1', accountNo: '7654321', accountKanaName: 'ナカムラ　ダイスケ' },
    },
    resultData: {
      bankName: '三菱UFJ銀行',
      branchName: '本店（001）',
      accountType: '普通',
      accountNo: '****321',
      requestedOn: '2026年11月25日',
    },
  },
});
