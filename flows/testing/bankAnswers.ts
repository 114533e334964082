import type { BankApplicant } from '../bank';
import type { BankStepId } from '../../schemas/generated/bank';
import type { StepInput } from './flowEvents';

/**
 * Answers of the payment-account steps for tests that walk the bank flow. The applicant is the employee of
 * applyAnswers.ts once submitted: its name kana (さとう / ｹﾝｲﾁ as typed) is stored as サトウ / ケンイチ.
 */
export const bankApplicant: BankApplicant = { lastNameKana: 'サトウ', firstNameKana: 'ケンイチ' };

export const bankAnswers = {
  bankList: { bankCode: '0033' },
  bankDetail: { branchCode: '001', accountType: '1', accountNo: '1234567', accountKanaName: 'サトウ　ケンイチ' },
  bankTransfer: { agreeTransfer: true },
} as const satisfies Record<BankStepId, StepInput>;

/** Variants of the branching steps, by the branch they take. */
export const bankBranchAnswers = {
  bankDetail: {
    applicantHolds: bankAnswers.bankDetail,
    otherHolder: { branchCode: '002', accountType: '4', accountNo: '0012345', accountKanaName: 'さとう　はなこ' },
  },
} as const;
