import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };

/**
 * Countries for nationality (SPEC 3.2: about 250 ISO 3166-1 alpha-2 codes, Japanese and English labels).
 * Source: the i18n-iso-countries package (ISO 3166-1 codes with CLDR-derived names), not typed by hand.
 * XK (Kosovo) is dropped because it is a user-assigned code, not ISO 3166-1; TW uses the package's alias name
 * ("Taiwan") rather than the ISO short name, as the product shows it.
 */
countries.registerLocale(ja);
countries.registerLocale(en);

const EXCLUDED = new Set(['XK']);
const ALIAS_NAMED = new Set(['TW']);

export const JAPAN = 'JP';

export interface Country {
  readonly code: string;
  readonly ja: string;
  readonly en: string;
}

function nameOf(code: string, lang: 'ja' | 'en'): string {
  return (ALIAS_NAMED.has(code) ? countries.getName(code, lang, { select: 'alias' }) : countries.getName(code, lang)) ?? code;
}

/** Every country, Japan first (most applicants), then in Japanese collation order of the label. */
export const COUNTRIES: readonly Country[] = (() => {
  const collator = new Intl.Collator('ja');
  const list = Object.keys(countries.getAlpha2Codes())
    .filter((code) => !EXCLUDED.has(code))
    .map((code) => ({ code, ja: nameOf(code, 'ja'), en: nameOf(code, 'en') }));
  list.sort((a, b) => (a.code === JAPAN ? -1 : b.code === JAPAN ? 1 : collator.compare(a.ja, b.ja)));
  return list;
})();

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function countryOf(code: string): Country | undefined {
  return BY_CODE.get(code);
}

/** The label of the bilingual nationality screen (SPEC 1, 5.7): 「日本 Japan」. */
export const bilingualCountryLabel = (country: Country): string => `${country.ja} ${country.en}`;
