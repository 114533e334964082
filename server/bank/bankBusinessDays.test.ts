import { describe, expect, it } from 'vitest';
import { bankRequestDay, isBankBusinessDay } from './bankBusinessDays';

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: date! };
};

describe('bank business days', () => {
  it('counts weekdays, not weekends, national holidays or the banks’ new-year closing', () => {
    expect(isBankBusinessDay(day('2026-11-24'))).toBe(true);
    expect(isBankBusinessDay(day('2026-11-23'))).toBe(false);
    expect(isBankBusinessDay(day('2026-11-28'))).toBe(false);
    expect(isBankBusinessDay(day('2026-12-31'))).toBe(false);
    expect(isBankBusinessDay(day('2027-01-04'))).toBe(true);
  });

  it.each([
    ['2026-11-24T14:59:59+09:00', '2026-11-24', 'a weekday before 15:00 Tokyo: the same day'],
    ['2026-11-24T15:00:00+09:00', '2026-11-25', 'a weekday at 15:00: the next business day'],
    ['2026-11-24T05:59:00Z', '2026-11-24', '14:59 in Tokyo, whatever the server’s zone'],
    ['2026-11-27T16:00:00+09:00', '2026-11-30', 'a Friday afternoon: the Monday'],
    ['2026-11-21T10:00:00+09:00', '2026-11-24', 'a Saturday before a Monday holiday: the Tuesday'],
    ['2026-12-30T15:30:00+09:00', '2027-01-04', 'the last afternoon of the year: after the new-year closing'],
  ])('a request at %s reaches the bank on %s (%s)', (now, expected) => {
    const { year, month, day: date } = bankRequestDay(new Date(now));
    expect(`${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`).toBe(expected);
  });
});
