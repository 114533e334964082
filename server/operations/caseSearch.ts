import { sql, type Kysely, type SqlBool } from 'kysely';
import { digitsOnly, normaliseLongVowel, removeSpaces, telCleanup, toKatakana } from '../../validators/normalisers';
import type { Database } from '../db/schema';
import type { CaseKind } from './caseKind';
import { caseHandlers } from './examination';
import { SEARCH_BY, SEARCH_LIMIT, type SearchBy } from './consoleLists';
import { caseKinds, withSummaries, type QueueLine } from './queues';
import { oldestFirst, type WaitingRow } from './waitingCases';

export type SearchTerm = { readonly by: SearchBy; readonly term: string } | { readonly problem: string };

const INQUIRY_TYPED = /^[0-9０-９\s\-－‐―ー]+$/u;
const PHONE_TYPED = /^[0-9０-９\s\-－‐―ー()（）+＋]+$/u;
const NAME_TYPED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆ー・･\s]+$/u;

/**
 * What the staff member typed, as the stored values are written: the inquiry number's 16 digits (grouped, hyphenated
 * or in full-width digits as the applicant reads it out), the mobile number's digits (hyphens, +81 forgiven), a name
 * in kanji or in kana (hiragana, half-width katakana and spaces forgiven: validators/normalisers.ts). Or why not, in
 * the words the console shows.
 */
export function searchTermOf(by: SearchBy, typed: string): SearchTerm {
  const given = typed.trim();
  if (given === '') return { problem: `${SEARCH_BY[by]}を入力してください。` };
  if (by === 'inquiryNumber') {
    const digits = digitsOnly(given);
    return INQUIRY_TYPED.test(given) && digits.length === 16
      ? { by, term: digits }
      : { problem: 'お問い合わせ番号は16桁の数字で入力してください（ハイフンや空白はあってもかまいません）。' };
  }
  if (by === 'phone') {
    const digits = telCleanup(given);
    return PHONE_TYPED.test(given) && /^0[0-9]{9,10}$/.test(digits)
      ? { by, term: digits }
      : { problem: '電話番号は0から始まる10桁か11桁の数字で入力してください（ハイフンはあってもかまいません）。' };
  }
  if (!NAME_TYPED.test(given)) return { problem: 'お名前は漢字かカナで入力してください。ローマ字や数字では探せません。' };
  return { by, term: removeSpaces(normaliseLongVowel(toKatakana(given))).replace(/[・･]/g, '') };
}

const HIRAGANA = Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, index) => String.fromCharCode(0x3041 + index)).join('');
const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, index) => String.fromCharCode(0x30a1 + index)).join('');

/**
 * A stored name as the term is written: NFKC first (half-width katakana composed to full width, ｹﾞ → ゲ, as a name
 * typed before the normalisers or given by a partner may be kept; the ideographic space to a space), then no spaces,
 * kana in katakana.
 */
const foldedName = (last: string, first: string) =>
  sql<string>`translate(replace(normalize(${sql.ref(last)} || ${sql.ref(first)}, NFKC), ' ', ''), ${HIRAGANA}, ${KATAKANA})`;

function matches(search: { by: SearchBy; term: string }) {
  if (search.by === 'inquiryNumber') return sql<SqlBool>`waiting.case_id = ${search.term}`;
  if (search.by === 'phone') return sql<SqlBool>`regexp_replace(waiting.phone, '[^0-9]', '', 'g') = ${search.term}`;
  return sql<SqlBool>`(strpos(${foldedName('waiting.last_name_kanji', 'waiting.first_name_kanji')}, ${search.term}) > 0
    or strpos(${foldedName('waiting.last_name_kana', 'waiting.first_name_kana')}, ${search.term}) > 0)`;
}

export interface SearchResult {
  readonly lines: readonly QueueLine[];
  /** More cases matched than are shown. */
  readonly more: boolean;
}

/**
 * The waiting cases of every queue the search finds, oldest first: one statement over all the kinds (an inquiry number
 * is an application's only), then each kind's summaries of the lines it found (one statement per kind found).
 */
export async function searchWaitingCases(db: Kysely<Database>, search: { by: SearchBy; term: string }): Promise<SearchResult> {
  const kinds = search.by === 'inquiryNumber' ? (['application'] as const) : caseKinds;
  const [first, ...rest] = kinds.map((kind) =>
    db
      .selectFrom(caseHandlers[kind].waiting(db).as('waiting'))
      .leftJoin('examination_decisions as first', (join) =>
        join.on('first.case_kind', '=', kind).onRef('first.case_id', '=', 'waiting.case_id').on('first.stage', '=', 'first'),
      )
      .selectAll('waiting')
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), 'first.actor_name as first_approver'])
      .where(matches(search)),
  );
  if (!first) return { lines: [], more: false };
  // Ordered outside the union: a union's own ORDER BY may name its columns only, not an expression of them.
  const rows = await db
    .selectFrom(rest.reduce((query, next) => query.unionAll(next), first).as('waiting'))
    .selectAll()
    .orderBy(oldestFirst)
    .limit(SEARCH_LIMIT + 1)
    .execute();
  const shown = rows.slice(0, SEARCH_LIMIT);
  const byKind = new Map<CaseKind, (WaitingRow & { first_approver: string | null })[]>();
  for (const row of shown) {
    const kind = row.kind as CaseKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
  }
  const lines = (await Promise.all([...byKind].map(([kind, found]) => withSummaries(db, kind, found)))).flat();
  lines.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id.length - b.id.length || a.id.localeCompare(b.id));
  return { lines, more: rows.length > SEARCH_LIMIT };
}
