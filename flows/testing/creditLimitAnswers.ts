import { CardType } from '../../enums/card';
import type { BalanceRaiseStepId } from '../../schemas/generated/balanceRaise';
import type { BalanceReduceStepId } from '../../schemas/generated/balanceReduce';
import type { SelectedCardInput } from '../creditLimitRules';
import type { StepInput } from './flowEvents';

/**
 * Answers of the credit-limit steps for tests that walk the raise and the reduction, and the selected cards they are
 * walked for (the machine input): the seeded regular card (30万円) and gold card (50万円), server/seed.
 */
export const creditLimitCards = {
  regular: { cardType: CardType.Regular, currentLimit: 30 },
  gold: { cardType: CardType.Gold, currentLimit: 50 },
} as const satisfies Record<string, SelectedCardInput>;

export const balanceRaiseAnswers = {
  purpose: { raisePurpose: '2' },
  amountSelect: { hopeLimit: '80' },
  companyInput: { jobCode: '03', income: '450', comNameKanji: '山田商事', comNameKana: 'ヤマダショウジ', comTelNumFull: '0312345678' },
  licenseSelect: { licenseHoyuType: '1' },
  licenseInput: { licenseNo: '304512837465' },
  loanSelect: { isLoan: '2' },
  loanInput: { loanCount: '2', loanAmount: '120', monthlyRepayment: '35000' },
  confirm: {},
} as const satisfies Record<BalanceRaiseStepId, StepInput>;

/** Variants of the steps a guard reads, by the branch they take (complete or under review, licence, loans). */
export const balanceRaiseBranchAnswers = {
  amountSelect: { withinReviewLine: balanceRaiseAnswers.amountSelect, aboveReviewLine: { hopeLimit: '150' } },
  licenseSelect: { holdsLicence: balanceRaiseAnswers.licenseSelect, noLicence: { licenseHoyuType: '0' } },
  loanSelect: { noLoans: balanceRaiseAnswers.loanSelect, otherLoans: { isLoan: '1' } },
} as const;

export const balanceReduceAnswers = {
  reduceNotice: { agreeNotice: true },
  reduceSelect: { hopeLimit: '10' },
  reduceReason: { reduceReason: '1' },
  reduceConfirm: {},
} as const satisfies Record<BalanceReduceStepId, StepInput>;

/** The "other" reason, which asks for the reason in words (a field of the step's `then`). */
export const balanceReduceBranchAnswers = {
  reduceReason: {
    overspending: balanceReduceAnswers.reduceReason,
    other: { reduceReason: '9', reduceReasonNote: '海外旅行から戻ったため' },
  },
} as const;
