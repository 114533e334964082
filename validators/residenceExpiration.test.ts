import { describe, expect, it } from 'vitest';
import { bilingualText, residenceCardExpiry, residenceMessages } from './residenceExpiration';

const today = '2026-11-22';
const messageOf = (value: unknown): string | null => {
  const result = residenceCardExpiry(value, { today });
  return result.valid ? null : result.message;
};

describe('residence-card expiry on the bilingual screen (SPEC 5.3, 5.7, 8.3)', () => {
  it('accepts a card expired up to 62 days ago and refuses the 63rd day', () => {
    expect(messageOf('20260921')).toBeNull();
    expect(messageOf('20260920')).toBe(bilingualText(residenceMessages.EXPIRED));
  });

  it('says what the rule does: more than 62 days past the expiry is refused, the 62nd day is not', () => {
    expect(residenceMessages.EXPIRED.ja).toContain('62日を超えた');
    expect(residenceMessages.EXPIRED.ja).not.toMatch(/62日以上/u);
    expect(residenceMessages.EXPIRED.en).toContain('more than 62 days');
  });

  it('accepts an expiry up to 5 years 3 months ahead and refuses the day after', () => {
    expect(messageOf('20320222')).toBeNull();
    expect(messageOf('20320223')).toBe(bilingualText(residenceMessages.OVER_MAX_DATE));
  });

  it('accepts today and an ordinary future expiry', () => {
    expect(messageOf('20261122')).toBeNull();
    expect(messageOf('20290131')).toBeNull();
  });

  it('words too short, not a date and missing with their SPEC 8.3 codes, Japanese then English', () => {
    expect(messageOf('2029013')).toBe(bilingualText(residenceMessages.TOO_SHORT));
    expect(messageOf('20290230')).toBe(bilingualText(residenceMessages.NOT_DATE_FORMAT));
    expect(messageOf('')).toBe(bilingualText(residenceMessages.NO_INPUT));
    expect(messageOf(20290131)).toBe(bilingualText(residenceMessages.TOO_SHORT));
    expect(bilingualText(residenceMessages.EXPIRED)).toMatch(/^有効期限.*。 A date more than 62 days/u);
  });
});
