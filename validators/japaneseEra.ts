import { dayNumber, type CivilDate } from './calendar.js';

/**
 * Japanese era (元号) of a date, for the PIN rule's "Japanese era year form" (SPEC 5.4).
 * Source: the first day of each era as proclaimed — 明治 1868-10-23 (一世一元の詔), 大正 1912-07-30, 昭和 1926-12-25, 平成 1989-01-08 (元号を改める政令, 昭和64年政令第1号),
 * 令和 2019-05-01 (元号を改める政令, 平成31年政令第143号). Intl's japanese calendar would give the same answer but its
 * first-year rendering (元年) differs between engines, so the table is kept here.
 */
const ERAS = [
  { name: '令和', start: { year: 2019, month: 5, day: 1 } },
  { name: '平成', start: { year: 1989, month: 1, day: 8 } },
  { name: '昭和', start: { year: 1926, month: 12, day: 25 } },
  { name: '大正', start: { year: 1912, month: 7, day: 30 } },
  { name: '明治', start: { year: 1868, month: 10, day: 23 } },
] as const;

export function japaneseEraYear(date: CivilDate): { era: string; year: number } | undefined {
  const day = dayNumber(date);
  for (const era of ERAS) {
    if (day >= dayNumber(era.start)) return { era: era.name, year: date.year - era.start.year + 1 };
  }
  return undefined;
}

const eraYear = (era: { era: string; year: number }): string => `${era.era}${era.year === 1 ? '元' : era.year}年`;

/**
 * A year as applicants read it on their documents: "1990年（平成2年）". A year in which the era changed shows both
 * ("1989年（昭和64年・平成元年）"), since the birthday's day decides which applies.
 */
export function yearWithEra(year: number): string {
  const first = japaneseEraYear({ year, month: 1, day: 1 });
  const last = japaneseEraYear({ year, month: 12, day: 31 });
  if (!first || !last) return `${year}年`;
  const eras = first.era === last.era ? [eraYear(first)] : [eraYear(first), eraYear(last)];
  return `${year}年（${eras.join('・')}）`;
}
