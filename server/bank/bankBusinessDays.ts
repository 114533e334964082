import holidayJp from '@holiday-jp/holiday_jp';
import { TRANSFER_CUTOFF_MINUTES } from '../../validators/dates';
import { tokyoClock, type CivilDate } from '../../validators/calendar';

/**
 * Japanese banks' business days: not a Saturday or Sunday, not a national holiday (the @holiday-jp/holiday_jp table,
 * substitute holidays included) and not 31 December to 3 January, when banks close by law (銀行法施行令 第5条).
 */
export function isBankBusinessDay(date: CivilDate): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if ((date.month === 12 && date.day === 31) || (date.month === 1 && date.day <= 3)) return false;
  return !Object.hasOwn(holidayJp.holidays, isoDate(date));
}

export const isoDate = ({ year, month, day }: CivilDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const nextDay = ({ year, month, day }: CivilDate): CivilDate => {
  const t = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/**
 * The bank business day a request made at `now` reaches the bank: the same day when it is a business day and the
 * Tokyo clock is before 15:00 (SPEC 9, the banks' same-day cutoff), otherwise the next business day.
 */
export function bankRequestDay(now: Date): CivilDate {
  const clock = tokyoClock(now);
  if (!clock) throw new Error('bankRequestDay needs a valid instant');
  let day = clock.date;
  if (isBankBusinessDay(day) && clock.minutes < TRANSFER_CUTOFF_MINUTES) return day;
  do day = nextDay(day);
  while (!isBankBusinessDay(day));
  return day;
}
