import { japaneseEraYear } from '../../../validators/japaneseEra';

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
