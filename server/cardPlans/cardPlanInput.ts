import { AUTO_REVOLVING_LABELS, cashingLimitLabel, POST_INSTALLMENT_MIN_YEN, RATES_BASIS_POINTS, rateLabel } from '../../enums/cardPlans';
import type { AnswersByStep, FlowInput } from '../../flows/engine';
import { tokyoToday } from '../../validators/calendar';
import { readWholeNumber } from '../../validators/integers';
import { yenText } from '../../validators/money';
import { instalmentSchedule, repaymentSchedule } from '../../validators/repaymentSchedule';
import type { FlowInputBuilder, InputContext } from '../flows/hostContracts';
import { cardPlanState, cashingAvailable, type CardPlanState, type OpenPurchase } from './cardPlanState';

/**
 * The machine input and display facts of every card-plan flow (`cardPlanFlowParts.ts`): the card's payment
 * state as numbers for the steps' rules (`x-context`), the open purchases as the choices of the select steps
 * (`x-optionsFrom`), and, once answered, the figures the confirm and simulation pages state — all computed here
 * with validators/repaymentSchedule.ts, the module the browser's simulations use, so no figure is the browser's.
 */
const dayText = (date: string): string => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

export const purchaseTitle = (purchase: OpenPurchase): string =>
  `${dayText(purchase.usedOn)} ${purchase.shopName} ${yenText(purchase.amount)}`;

export function cardPlanInput(state: CardPlanState): FlowInput {
  const options = (purchases: readonly OpenPurchase[]) =>
    purchases.map((purchase) => ({ const: String(purchase.id), title: purchaseTitle(purchase) }));
  // Every open purchase is offered for instalments, where the step's rule (SPEC 5.5 post-installment usage) refuses
  // one outside 1,000–10,000,000 yen in words; but not a refund, which is money coming back with nothing to pay in
  // parts (a choice of 「-3,240円」 only led to that refusal). The revolving choice lists only those the issuer lets revolve.
  return {
    currentRevolvingPayment: state.revolvingPayment,
    revolvingBalance: state.revolvingBalance,
    currentAutoRevolving: state.autoRevolving ? '1' : '0',
    revolvingPurchases: options(state.openPurchases.filter((purchase) => purchase.amount >= POST_INSTALLMENT_MIN_YEN)),
    installmentPurchases: options(state.openPurchases.filter((purchase) => purchase.amount > 0)),
    purchaseAmounts: Object.fromEntries(state.openPurchases.map((purchase) => [String(purchase.id), purchase.amount])),
    cashingAvailable: cashingAvailable(state),
    currentCashingLimit: String(state.cashingLimit),
    creditLimitYen: state.creditLimitYen,
    instalmentBalance: state.instalmentBalance,
    refused: state.restricted || state.overdue,
    cashingExamination: state.cashingExamination,
    cashingContractConfirmed: state.cashingContractConfirmed,
  };
}

/** Whole days from one Tokyo date to a later one (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Interest of a one-payment cash advance: amount × rate × days ÷ 365, rounded down to the yen (integers only). */
export const oneTimeInterest = (amount: number, days: number): number =>
  Math.floor((amount * RATES_BASIS_POINTS.cashing * days) / (10_000 * 365));

function answeredFigures(state: CardPlanState, answers: AnswersByStep, today: string): Record<string, string> {
  const given = Object.assign({}, ...Object.values(answers)) as Record<string, unknown>;
  const figures: Record<string, string> = {};
  const amount = readWholeNumber(given['cashingAmount']);
  if (amount !== undefined && amount > 0) {
    const schedule = repaymentSchedule({
      principal: amount,
      annualRateBasisPoints: RATES_BASIS_POINTS.cashing,
      monthlyPayment: state.revolvingPayment,
    });
    if (schedule.kind === 'repaid')
      Object.assign(figures, { scheduleMonths: String(schedule.months), scheduleInterestText: yenText(schedule.totalInterest) });
    if (state.dueDate) {
      const days = Math.max(0, daysBetween(today, state.dueDate));
      Object.assign(figures, {
        dueDateText: dayText(state.dueDate),
        interestDays: String(days),
        netInterestText: yenText(oneTimeInterest(amount, days)),
      });
    }
  }
  const purchase = state.openPurchases.find((candidate) => String(candidate.id) === given['lineId']);
  if (purchase) {
    figures['purchaseText'] = purchaseTitle(purchase);
    const count = readWholeNumber(given['installmentCount']);
    if (count !== undefined && count > 0) {
      const schedule = instalmentSchedule(purchase.amount, RATES_BASIS_POINTS.instalments, count);
      Object.assign(figures, {
        schedulePrincipal: String(purchase.amount),
        scheduleRate: String(RATES_BASIS_POINTS.instalments),
        scheduleCount: String(count),
        scheduleMonths: String(schedule.months),
        schedulePaymentText: yenText(schedule.rows[0]?.payment ?? 0),
        scheduleLastPaymentText: yenText(schedule.rows.at(-1)?.payment ?? 0),
        scheduleInterestText: yenText(schedule.totalInterest),
        scheduleTotalText: yenText(schedule.totalPayment),
      });
    }
  }
  return figures;
}

export function cardPlanFacts(state: CardPlanState, answers: AnswersByStep, today: string): Record<string, string> {
  return {
    currentRevolvingPaymentText: yenText(state.revolvingPayment),
    revolvingBalanceText: yenText(state.revolvingBalance),
    currentAutoRevolvingText: AUTO_REVOLVING_LABELS[state.autoRevolving ? '1' : '0'],
    revolvingRateText: rateLabel(RATES_BASIS_POINTS.revolving),
    cashingRateText: rateLabel(RATES_BASIS_POINTS.cashing),
    installmentRateText: rateLabel(RATES_BASIS_POINTS.instalments),
    cashingAvailableText: yenText(cashingAvailable(state)),
    currentCashingLimitText: cashingLimitLabel(state.cashingLimit),
    ...answeredFigures(state, answers, today),
  };
}

export const cardPlans: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }: InputContext) => cardPlanInput(await cardPlanState(db, ownerId, subjectId)),
  facts: async ({ db, ownerId, subjectId, answers }) =>
    cardPlanFacts(await cardPlanState(db, ownerId, subjectId), answers, tokyoToday(new Date())),
};
