import { sql, type Transaction } from 'kysely';
import { AUTO_REVOLVING_LABELS, cashingLimitLabel, RATES_BASIS_POINTS } from '../../enums/cardPlans';
import { PaymentKind } from '../../enums/statement';
import { tokyoToday } from '../../validators/calendar';
import { readWholeNumber } from '../../validators/integers';
import { yenText } from '../../validators/money';
import { instalmentSchedule } from '../../validators/repaymentSchedule';
import type { CardPlanChangeKind, Database } from '../db/schema';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { cardPlanState, cashingAvailable, type CardPlanState } from './cardPlanState';

/**
 * The card-plan flows' completions (`cardPlanFlowParts.ts`): each reads the card's state again inside the draft's
 * transaction (rows locked), so two windows completing at once cannot both spend the same limit or change the same
 * purchase (the unique index on card_plan_changes.statement_line_id is the last word), writes the change and a
 * card_plan_changes row (old and new value), and answers what the result page states.
 */
const given = (answers: EffectContext['answers']): Record<string, unknown> =>
  Object.assign({}, ...Object.values(answers)) as Record<string, unknown>;

async function lockedState(trx: Transaction<Database>, ownerId: string, cardId: string): Promise<CardPlanState> {
  await trx.selectFrom('cards').select('id').where('id', '=', cardId).forUpdate().execute();
  return cardPlanState(trx, ownerId, cardId);
}

interface Change {
  readonly kind: CardPlanChangeKind;
  readonly oldValue: string | null;
  readonly newValue: string | null;
  readonly lineId?: number;
  readonly status?: 'done' | 'examination';
  readonly detail?: Readonly<Record<string, unknown>>;
}

async function record(trx: Transaction<Database>, ownerId: string, cardId: string, change: Change): Promise<void> {
  await trx
    .insertInto('card_plan_changes')
    .values({
      member_id: ownerId,
      card_id: cardId,
      kind: change.kind,
      statement_line_id: change.lineId ?? null,
      old_value: change.oldValue,
      new_value: change.newValue,
      status: change.status ?? 'done',
      detail: JSON.stringify(change.detail ?? {}),
    })
    .execute();
}

const revolvingCourseChanged: FlowEffect = async ({ trx, ownerId, subjectId, answers }) => {
  const payment = readWholeNumber(given(answers)['revolvingPayment']);
  if (payment === undefined) throw new Error('revolving course completed without a payment');
  const state = await lockedState(trx, ownerId, subjectId);
  await trx.updateTable('cards').set({ revolving_payment: payment }).where('id', '=', subjectId).execute();
  await record(trx, ownerId, subjectId, { kind: 'revolvingCourse', oldValue: String(state.revolvingPayment), newValue: String(payment) });
  return { revolvingPayment: yenText(payment) };
};

const autoRevolvingChanged: FlowEffect = async ({ trx, ownerId, subjectId, answers }) => {
  const on = given(answers)['autoRevolving'] === '1';
  const state = await lockedState(trx, ownerId, subjectId);
  await trx.updateTable('cards').set({ auto_revolving: on }).where('id', '=', subjectId).execute();
  await record(trx, ownerId, subjectId, { kind: 'autoRevolving', oldValue: state.autoRevolving ? '1' : '0', newValue: on ? '1' : '0' });
  return { autoRevolving: AUTO_REVOLVING_LABELS[on ? '1' : '0'] };
};

/** The chosen open purchase, still open now; else the refusal the select step would have given. */
function openPurchase(
  state: CardPlanState,
  answers: EffectContext['answers'],
  refusal: 'revolvingChangeRefused' | 'installmentChangeRefused',
) {
  const id = given(answers)['lineId'];
  const purchase = state.openPurchases.find((candidate) => String(candidate.id) === id);
  if (!purchase) throw new DomainError(refusal, `purchase ${String(id)} is no longer open`);
  return purchase;
}

const purchaseMadeRevolving: FlowEffect = async ({ trx, ownerId, subjectId, answers }) => {
  const state = await lockedState(trx, ownerId, subjectId);
  const purchase = openPurchase(state, answers, 'revolvingChangeRefused');
  if (state.revolvingBalance + purchase.amount > state.creditLimitYen)
    throw new DomainError('revolvingExcess', 'revolving balance over the credit limit');
  await trx.updateTable('statement_lines').set({ payment_kind: PaymentKind.Revolving }).where('id', '=', purchase.id).execute();
  await record(trx, ownerId, subjectId, {
    kind: 'revolvingPurchase',
    lineId: purchase.id,
    oldValue: PaymentKind.OnePayment,
    newValue: PaymentKind.Revolving,
    detail: { amount: purchase.amount },
  });
  return { amount: yenText(purchase.amount), shopName: purchase.shopName };
};

const purchaseSplit: FlowEffect = async ({ trx, ownerId, subjectId, answers }) => {
  const state = await lockedState(trx, ownerId, subjectId);
  const purchase = openPurchase(state, answers, 'installmentChangeRefused');
  if (state.instalmentBalance + purchase.amount > state.creditLimitYen)
    throw new DomainError('installmentOverLimit', 'instalment balance over the credit limit');
  const count = readWholeNumber(given(answers)['installmentCount']);
  if (count === undefined) throw new Error('post-installment completed without a count');
  const schedule = instalmentSchedule(purchase.amount, RATES_BASIS_POINTS.instalments, count);
  await trx.updateTable('statement_lines').set({ payment_kind: PaymentKind.Installments }).where('id', '=', purchase.id).execute();
  await record(trx, ownerId, subjectId, {
    kind: 'postInstallment',
    lineId: purchase.id,
    oldValue: PaymentKind.OnePayment,
    newValue: PaymentKind.Installments,
    detail: {
      amount: purchase.amount,
      count,
      rateBasisPoints: RATES_BASIS_POINTS.instalments,
      monthlyPayment: schedule.rows[0]?.payment,
      totalInterest: schedule.totalInterest,
    },
  });
  return { count: String(count), totalInterest: yenText(schedule.totalInterest), totalPayment: yenText(schedule.totalPayment) };
};

const revolvingPaidInOneSum: FlowEffect = async ({ trx, ownerId, subjectId }) => {
  const state = await lockedState(trx, ownerId, subjectId);
  if (state.revolvingBalance <= 0) throw new DomainError('revolvingChangeRefused', 'nothing left to pay in one sum');
  await trx
    .updateTable('statement_lines')
    .set({ payment_kind: PaymentKind.OnePayment })
    .where('card_id', '=', subjectId)
    .where('payment_kind', '=', PaymentKind.Revolving)
    .where(
      'billing_month',
      'in',
      trx.selectFrom('statements').select('billing_month').where('card_id', '=', subjectId).where('payment_status', 'in', ['30', '50']),
    )
    .execute();
  await record(trx, ownerId, subjectId, { kind: 'revolvingLumpSum', oldValue: String(state.revolvingBalance), newValue: '0' });
  return { amount: yenText(state.revolvingBalance) };
};

/** A cash advance: a line of the open statement (its total kept the sum of its lines), within what is available now. */
function cashAdvance(repayment: 'revolving' | 'oneTime'): FlowEffect {
  return async ({ trx, ownerId, subjectId, answers }) => {
    const amount = readWholeNumber(given(answers)['cashingAmount']);
    if (amount === undefined) throw new Error('cash advance completed without an amount');
    const state = await lockedState(trx, ownerId, subjectId);
    if (amount > cashingAvailable(state)) throw new DomainError('invalidParams', `cash advance of ${amount} over what is available`);
    const open = await trx
      .selectFrom('statements')
      .select('billing_month')
      .where('card_id', '=', subjectId)
      .where('detail_status', '=', '0')
      .orderBy('billing_month', 'desc')
      .executeTakeFirst();
    if (!open) throw new DomainError('invalidUserStatus', 'cash advance on a card without an open statement');
    const inserted = await trx
      .insertInto('statement_lines')
      .values({
        card_id: subjectId,
        billing_month: open.billing_month,
        used_on: tokyoToday(new Date()),
        shop_name: repayment === 'revolving' ? 'リボキャッシング（口座振込）' : 'キャッシング（口座振込）',
        amount_yen: amount,
        payment_kind: repayment === 'revolving' ? PaymentKind.Revolving : PaymentKind.OnePayment,
        category: 'other',
        is_cashing: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('statements')
      .set({ amount_yen: sql`amount_yen + ${amount}` })
      .where('card_id', '=', subjectId)
      .where('billing_month', '=', open.billing_month)
      .execute();
    await record(trx, ownerId, subjectId, {
      kind: 'cashAdvance',
      lineId: inserted.id,
      oldValue: null,
      newValue: String(amount),
      detail: { repayment },
    });
    return { amount: yenText(amount) };
  };
}

const cashingLimitChanged: FlowEffect = async ({ trx, ownerId, subjectId, answers, resultState }) => {
  const wished = readWholeNumber(given(answers)['cashingLimit']);
  if (wished === undefined) throw new Error('cashing limit completed without a limit');
  const state = await lockedState(trx, ownerId, subjectId);
  if (state.cashingExamination) throw new DomainError('cashingContractInProgress', 'cashing limit change during an examination');
  if (resultState === 'underReview') {
    await record(trx, ownerId, subjectId, {
      kind: 'cashingLimit',
      oldValue: String(state.cashingLimit),
      newValue: String(wished),
      status: 'examination',
    });
  } else {
    if (!state.cashingContractConfirmed)
      throw new DomainError('cashingReductionBeforeContract', 'cashing limit reduced before the contract was confirmed');
    await trx.updateTable('cards').set({ cashing_limit: wished }).where('id', '=', subjectId).execute();
    await record(trx, ownerId, subjectId, { kind: 'cashingLimit', oldValue: String(state.cashingLimit), newValue: String(wished) });
  }
  return { cashingLimit: cashingLimitLabel(wished) };
};

export const cardPlanEffects = {
  revolvingCourseChanged,
  autoRevolvingChanged,
  purchaseMadeRevolving,
  purchaseSplit,
  revolvingPaidInOneSum,
  revolvingCashAdvanceTaken: cashAdvance('revolving'),
  oneTimeCashAdvanceTaken: cashAdvance('oneTime'),
  cashingLimitChanged,
} satisfies Readonly<Record<string, FlowEffect>>;
