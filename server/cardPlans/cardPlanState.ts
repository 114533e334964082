import { sql } from 'kysely';
import { PaymentKind } from '../../enums/statement';
import type { Db } from '../flows/draftRepository';
import { DomainError } from '../http/DomainError';

/**
 * What the card-plan flows and pages know about how the selected card is paid back (issue 17), read in one place.
 *
 * Decisions (the SPEC shows none of these calls): the purchases that can still be paid another way are the
 * one-payment purchases of the card's open statement (detail status 0, 未確定), each changed at most once; the
 * revolving balance is the revolving lines of the statements not yet paid (payment status 30 or 50), cash advances
 * among them; the cashing balance is the cash advances of those statements; the card's credit limit (万円) bounds
 * its revolving and instalment balances, the cashing limit its cash advances.
 */
export interface OpenPurchase {
  readonly id: number;
  readonly usedOn: string;
  readonly shopName: string;
  readonly amount: number;
}

export interface CardPlanState {
  readonly creditLimitYen: number;
  readonly revolvingPayment: number;
  readonly autoRevolving: boolean;
  readonly cashingLimit: number;
  readonly cashingContractConfirmed: boolean;
  /** Usage restricted for all uses (SPEC 4 code 01), or a month left unpaid (payment status 50): no change accepted. */
  readonly restricted: boolean;
  readonly overdue: boolean;
  readonly revolvingBalance: number;
  readonly instalmentBalance: number;
  readonly cashingBalance: number;
  readonly cashingExamination: boolean;
  readonly openPurchases: readonly OpenPurchase[];
  /** The open statement's payment date (YYYY-MM-DD), when the card has one. */
  readonly dueDate: string | null;
}

const UNPAID = ['30', '50'] as const;

export async function cardPlanState(db: Db, memberId: string, cardId: string): Promise<CardPlanState> {
  const card = await db
    .selectFrom('cards')
    .select(['credit_limit', 'revolving_payment', 'auto_revolving', 'cashing_limit', 'cashing_contract_confirmed', 'usage_restriction'])
    .where('id', '=', cardId)
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', "card plan of a card that is not the member's active card");

  const balances = await db
    .selectFrom('statement_lines as line')
    .innerJoin('statements as month', (join) =>
      join.onRef('month.card_id', '=', 'line.card_id').onRef('month.billing_month', '=', 'line.billing_month'),
    )
    .select([
      sql<string>`coalesce(sum(line.amount_yen) filter (where line.payment_kind = ${PaymentKind.Revolving}), 0)`.as('revolving'),
      sql<string>`coalesce(sum(line.amount_yen) filter (where line.payment_kind = ${PaymentKind.Installments}), 0)`.as('instalments'),
      sql<string>`coalesce(sum(line.amount_yen) filter (where line.is_cashing), 0)`.as('cashing'),
      sql<boolean>`coalesce(bool_or(month.payment_status = '50'), false)`.as('overdue'),
    ])
    .where('line.card_id', '=', cardId)
    .where('month.payment_status', 'in', UNPAID)
    .executeTakeFirstOrThrow();

  const openPurchases = await db
    .selectFrom('statement_lines as line')
    .innerJoin('statements as month', (join) =>
      join.onRef('month.card_id', '=', 'line.card_id').onRef('month.billing_month', '=', 'line.billing_month'),
    )
    .leftJoin('card_plan_changes as change', 'change.statement_line_id', 'line.id')
    .select(['line.id', 'line.used_on', 'line.shop_name', 'line.amount_yen'])
    .where('line.card_id', '=', cardId)
    .where('month.detail_status', '=', '0')
    .where('line.payment_kind', '=', PaymentKind.OnePayment)
    .where('line.is_cashing', '=', false)
    .where('change.id', 'is', null)
    .orderBy('line.used_on', 'desc')
    .orderBy('line.id', 'desc')
    .execute();

  const open = await db
    .selectFrom('statements')
    .select('due_date')
    .where('card_id', '=', cardId)
    .where('detail_status', '=', '0')
    .orderBy('billing_month', 'desc')
    .executeTakeFirst();
  const examination = await db
    .selectFrom('card_plan_changes')
    .select('id')
    .where('card_id', '=', cardId)
    .where('kind', '=', 'cashingLimit')
    .where('status', '=', 'examination')
    .executeTakeFirst();

  return {
    creditLimitYen: card.credit_limit * 10_000,
    revolvingPayment: card.revolving_payment,
    autoRevolving: card.auto_revolving,
    cashingLimit: card.cashing_limit,
    cashingContractConfirmed: card.cashing_contract_confirmed,
    restricted: card.usage_restriction === '01',
    overdue: balances.overdue,
    revolvingBalance: Number(balances.revolving),
    instalmentBalance: Number(balances.instalments),
    cashingBalance: Number(balances.cashing),
    cashingExamination: examination !== undefined,
    openPurchases: openPurchases.map((row) => ({
      id: row.id,
      usedOn: String(row.used_on).slice(0, 10),
      shopName: row.shop_name,
      amount: row.amount_yen,
    })),
    dueDate: open ? String(open.due_date).slice(0, 10) : null,
  };
}

/** What can still be borrowed: the cashing limit less the cash advances not yet repaid. */
export const cashingAvailable = (state: CardPlanState): number => Math.max(0, state.cashingLimit - state.cashingBalance);
