import { RATES_BASIS_POINTS } from '../../enums/cardPlans';
import { readWholeNumber } from '../../validators/integers';
import { yenText } from '../../validators/money';
import { minimumPayment, repaymentSchedule } from '../../validators/repaymentSchedule';
import type { RefusalContext, ServerCheck } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { memberAnnualIncomeYen } from '../creditLaw/memberIncome';
import { lendingCap, lendingCapMessage } from '../../validators/creditLaw';

/**
 * The card-plan flows' server checks (`cardPlanFlowParts.ts`): refusals with an error screen of their own (SPEC 8.2),
 * decided from the machine input the server built from the database this call (server/cardPlans/cardPlanInput.ts),
 * and the field errors only the server's figures can give.
 */
export const cardPlanMessages = {
  autoRevolvingUnchanged: '現在の設定と同じです。変更する場合は、もう一方をお選びください。',
  nothingToRepay: '一括でお支払いいただくリボ払いの残高はありません。',
  neverRepaid:
    '毎月のお支払い金額（{payment}）では、ご返済が終わりません。リボ払いの毎月のお支払い金額を{min}以上に変更してから、お申し込みください。',
} as const;

const number = (value: unknown): number => readWholeNumber(value) ?? 0;

/** A card restricted for all uses or a month left unpaid takes no change to how it is paid back. */
function refuseWhenBarred({ input }: RefusalContext): void {
  if (input['refused'] === true) throw new DomainError('revolvingChangeRefused', 'card plan change on a restricted or overdue card');
}

export const revolvingChangeAllowed: ServerCheck = { before: refuseWhenBarred };

export const autoRevolvingChanged: ServerCheck = {
  before: refuseWhenBarred,
  after: async ({ given, input }) =>
    given['autoRevolving'] === input['currentAutoRevolving']
      ? [{ field: 'autoRevolving', message: cardPlanMessages.autoRevolvingUnchanged }]
      : [],
};

const chosenAmount = (given: Readonly<Record<string, unknown>>, input: Readonly<Record<string, unknown>>): number | undefined => {
  const amounts = input['purchaseAmounts'];
  const id = given['lineId'];
  if (typeof id !== 'string' || typeof amounts !== 'object' || amounts === null || !Object.hasOwn(amounts, id)) return undefined;
  return number((amounts as Record<string, unknown>)[id]);
};

/**
 * A purchase that is not one of the open ones (already changed, already fixed, another card's) is refused with the
 * screen that says so; one that would take the revolving balance over the card's limit, with the excess screen.
 */
export const revolvingPurchaseWithinLimit: ServerCheck = {
  before: (context) => {
    refuseWhenBarred(context);
    const { given, input } = context;
    if (typeof given['lineId'] !== 'string' || !/^[0-9]{1,12}$/.test(given['lineId'])) return;
    const amount = chosenAmount(given, input);
    if (amount === undefined) throw new DomainError('revolvingChangeRefused', `purchase ${given['lineId']} is not open to revolving`);
    if (number(input['revolvingBalance']) + amount > number(input['creditLimitYen']))
      throw new DomainError('revolvingExcess', 'revolving balance over the credit limit');
  },
};

export const instalmentsWithinLimit: ServerCheck = {
  before: ({ given, input }) => {
    if (input['refused'] === true) throw new DomainError('installmentChangeRefused', 'instalments on a restricted or overdue card');
    if (typeof given['lineId'] !== 'string' || !/^[0-9]{1,12}$/.test(given['lineId'])) return;
    const amount = chosenAmount(given, input);
    if (amount === undefined) throw new DomainError('installmentChangeRefused', `purchase ${given['lineId']} is not open to instalments`);
    if (number(input['instalmentBalance']) + amount > number(input['creditLimitYen']))
      throw new DomainError('installmentOverLimit', 'instalment balance over the credit limit');
  },
};

export const revolvingBalanceToPay: ServerCheck = {
  before: refuseWhenBarred,
  after: async ({ input }) =>
    number(input['revolvingBalance']) > 0 ? [] : [{ field: 'agreeLumpSum', message: cardPlanMessages.nothingToRepay }],
};

/** A revolving cash advance the card's monthly payment cannot repay (the interest alone is more) is refused with the payment it needs. */
export const revolvingCashAdvance: ServerCheck = {
  before: refuseWhenBarred,
  after: async ({ given, input }) => {
    const amount = readWholeNumber(given['cashingAmount']);
    const payment = number(input['currentRevolvingPayment']);
    if (amount === undefined) return [];
    if (
      repaymentSchedule({ principal: amount, annualRateBasisPoints: RATES_BASIS_POINTS.cashing, monthlyPayment: payment }).kind === 'repaid'
    )
      return [];
    const message = cardPlanMessages.neverRepaid
      .replace('{payment}', yenText(payment))
      .replace('{min}', yenText(minimumPayment(amount, RATES_BASIS_POINTS.cashing)));
    return [{ field: 'cashingAmount', message }];
  },
};

/** One cashing limit examination at a time; no reduction before the contract's documents are confirmed (SPEC 8.2). */
export const cashingLimitChangeable: ServerCheck = {
  before: ({ given, input }) => {
    if (input['cashingExamination'] === true)
      throw new DomainError('cashingContractInProgress', 'cashing limit change during an examination');
    const wished = readWholeNumber(given['cashingLimit']);
    if (wished !== undefined && wished < number(input['currentCashingLimit']) && input['cashingContractConfirmed'] !== true) {
      throw new DomainError('cashingReductionBeforeContract', 'cashing limit reduced before the contract was confirmed');
    }
  },
  // Issue 61 item 3, 総量規制 (貸金業法 第13条の2): a raise above one third of the income, less what the member says
  // they owe other lenders, is refused at once, in Japanese; the examiner's approval is checked again
  // (server/operations/examination.ts). Where no income is on record the examiner asks for it.
  after: async ({ trx, ownerId, given, answers, input }) => {
    const wished = readWholeNumber(given['cashingLimit']);
    if (wished === undefined || wished <= number(input['currentCashingLimit'])) return [];
    const income = await memberAnnualIncomeYen(trx, ownerId);
    if (income === null) return [];
    const owedElsewhere = (readWholeNumber(answers['loanInput']?.['loanAmount']) ?? 0) * 10_000;
    const { roomYen } = lendingCap(income, owedElsewhere);
    return wished > roomYen ? [{ field: 'cashingLimit', message: lendingCapMessage(roomYen) }] : [];
  },
};

export const cardPlanChecks = {
  revolvingChangeAllowed,
  autoRevolvingChanged,
  revolvingPurchaseWithinLimit,
  instalmentsWithinLimit,
  revolvingBalanceToPay,
  revolvingCashAdvance,
  cashingLimitChangeable,
};
