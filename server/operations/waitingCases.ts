import { sql, type AliasableExpression } from 'kysely';

/**
 * A case still waiting for a decision, in the columns every kind gives alike (issue 58): so the console's counts,
 * a queue's page and a search each read all the kinds they need in one statement, whatever table a kind lives in.
 * The person is as the request names them (an application's answers; a member's registered name otherwise).
 */
export interface WaitingRow {
  readonly case_id: string;
  readonly received_at: Date;
  readonly member_id: string;
  readonly last_name_kanji: string;
  readonly first_name_kanji: string;
  readonly last_name_kana: string;
  readonly first_name_kana: string;
  /** The mobile number as stored (digits). */
  readonly phone: string;
}

/** A kind's waiting cases as a subquery (`CaseKindHandler.waiting`), never run alone. */
export type WaitingQuery = AliasableExpression<WaitingRow>;

/** The waiting-row person columns of a query that joined `members`: the registered name and mobile number. */
export const memberPersonColumns = [
  sql<string>`coalesce(members.last_name_kanji, '')`.as('last_name_kanji'),
  sql<string>`coalesce(members.first_name_kanji, '')`.as('first_name_kanji'),
  sql<string>`coalesce(members.last_name_kana, '')`.as('last_name_kana'),
  sql<string>`coalesce(members.first_name_kana, '')`.as('first_name_kana'),
  sql<string>`coalesce(members.mobile_number, '')`.as('phone'),
] as const;

/**
 * Oldest first, and among cases that came in the same instant (requests of one transaction share `now()`) by their
 * number as a number: 9 before 10, which the text alone would not give (an inquiry number is always 16 digits).
 */
export const oldestFirst = sql`waiting.received_at, length(waiting.case_id), waiting.case_id`;

/** A queue line's name: 「姓 名」 as the case pages write it. */
export const personNameOf = (row: Pick<WaitingRow, 'last_name_kanji' | 'first_name_kanji'>): string =>
  `${row.last_name_kanji} ${row.first_name_kanji}`.trim();
