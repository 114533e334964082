import { sql, type Kysely } from 'kysely';
import type { SpendingCategory, StatementLine, StatementMonth } from '../../api/memberAreaAnswers';
import type { Database } from '../db/schema';

/**
 * Reads of the statements (issue 14). Every read names the card(s) it is about, taken from the credential by the
 * caller, so no id from the browser can reach another member's rows. Pages are read by offset over the index
 * `statement_lines_month_page` (card, month, use date, id), never by loading a month and slicing it.
 */

const monthColumns = ['billing_month', 'amount_yen', 'due_date', 'detail_status', 'payment_status'] as const;
const lineColumns = ['id', 'billing_month', 'used_on', 'shop_name', 'amount_yen', 'payment_kind', 'category'] as const;

type MonthRow = {
  billing_month: string;
  amount_yen: number;
  due_date: string;
  detail_status: StatementMonth['detailStatus'];
  payment_status: StatementMonth['paymentStatus'];
};
type LineRow = {
  id: number;
  billing_month: string;
  used_on: string;
  shop_name: string;
  amount_yen: number;
  payment_kind: StatementLine['paymentKind'];
  category: SpendingCategory;
};

export const toStatementMonth = (row: MonthRow): StatementMonth => ({
  billingMonth: row.billing_month,
  amount: row.amount_yen,
  dueDate: row.due_date,
  detailStatus: row.detail_status,
  paymentStatus: row.payment_status,
});

export const toStatementLine = (row: LineRow): StatementLine => ({
  id: row.id,
  billingMonth: row.billing_month,
  usedOn: row.used_on,
  shopName: row.shop_name,
  amount: row.amount_yen,
  paymentKind: row.payment_kind,
  category: row.category,
});

/** Every month of a card, newest first. */
export async function statementMonths(db: Kysely<Database>, cardId: string): Promise<StatementMonth[]> {
  const rows = await db
    .selectFrom('statements')
    .select(monthColumns)
    .where('card_id', '=', cardId)
    .orderBy('billing_month', 'desc')
    .execute();
  return rows.map(toStatementMonth);
}

export async function statementMonth(db: Kysely<Database>, cardId: string, billingMonth: string): Promise<StatementMonth | undefined> {
  const row = await db
    .selectFrom('statements')
    .select(monthColumns)
    .where('card_id', '=', cardId)
    .where('billing_month', '=', billingMonth)
    .executeTakeFirst();
  return row ? toStatementMonth(row) : undefined;
}

/** A month's spending by category, largest first. */
export async function categoryTotals(
  db: Kysely<Database>,
  cardId: string,
  billingMonth: string,
): Promise<{ category: SpendingCategory; amount: number }[]> {
  const rows = await db
    .selectFrom('statement_lines')
    .select(['category', sql<number>`sum(amount_yen)::int`.as('amount')])
    .where('card_id', '=', cardId)
    .where('billing_month', '=', billingMonth)
    .groupBy('category')
    .orderBy('amount', 'desc')
    .execute();
  return rows.map((row) => ({ category: row.category, amount: row.amount }));
}

/** One page of a month's lines of one or more cards, newest use first, and how many lines the month has. */
export async function statementLinesPage(
  db: Kysely<Database>,
  cardIds: readonly string[],
  billingMonth: string,
  page: { offset: number; limit: number },
): Promise<{ lines: (StatementLine & { cardId: string })[]; total: number }> {
  if (cardIds.length === 0) return { lines: [], total: 0 };
  const [rows, count] = await Promise.all([
    db
      .selectFrom('statement_lines')
      .select([...lineColumns, 'card_id'])
      .where('card_id', 'in', cardIds)
      .where('billing_month', '=', billingMonth)
      .orderBy('used_on', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('statement_lines')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('card_id', 'in', cardIds)
      .where('billing_month', '=', billingMonth)
      .executeTakeFirstOrThrow(),
  ]);
  return { lines: rows.map((row) => ({ ...toStatementLine(row), cardId: row.card_id })), total: count.total };
}

export async function statementLine(db: Kysely<Database>, cardId: string, lineId: number): Promise<StatementLine | undefined> {
  const row = await db
    .selectFrom('statement_lines')
    .select(lineColumns)
    .where('card_id', '=', cardId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return row ? toStatementLine(row) : undefined;
}

/**
 * A month's lines in page order, read a batch at a time after the last one read (use date, id), so a download
 * streams without the month held in memory.
 */
export async function* statementLinesInOrder(
  db: Kysely<Database>,
  cardId: string,
  billingMonth: string,
  batch = 500,
): AsyncGenerator<StatementLine> {
  let after: { usedOn: string; id: number } | null = null;
  for (;;) {
    const from: { usedOn: string; id: number } | null = after;
    const rows: LineRow[] = await db
      .selectFrom('statement_lines')
      .select(lineColumns)
      .where('card_id', '=', cardId)
      .where('billing_month', '=', billingMonth)
      .$if(from !== null, (query) => query.where(sql<boolean>`(used_on, id) < (${from?.usedOn ?? null}::date, ${from?.id ?? null}::int)`))
      .orderBy('used_on', 'desc')
      .orderBy('id', 'desc')
      .limit(batch)
      .execute();
    for (const row of rows) yield toStatementLine(row);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { usedOn: last.used_on, id: last.id };
  }
}
