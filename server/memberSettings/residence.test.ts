import { describe, expect, it } from 'vitest';
import { residenceValidity } from './residence';

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: date! };
};

describe('the validity of a reported residence card (SPEC 4 first digit)', () => {
  const cases: readonly (readonly [string | undefined, string, string])[] = [
    [undefined, '1', 'a status without expiry is normal'],
    ['2027-03-01', '1', 'more than 90 days ahead'],
    ['2027-02-22', '2', '90 days ahead: time to renew'],
    ['2026-12-01', '3', 'within a week'],
    ['2026-11-24', '3', 'the last day'],
    ['2026-11-23', '4', 'the day after: expired (the 62-day grace lets it be reported)'],
  ];
  it.each(cases)('a card expiring on %s, seen on 2026-11-24, is %s (%s)', (expiry, validity) => {
    expect(residenceValidity(expiry ? day(expiry) : undefined, day('2026-11-24'))).toBe(validity);
  });
});
