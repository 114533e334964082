import { TOKYO } from '../../validators/calendar';
/** Today's date in Asia/Tokyo as YYYY-MM-DD, whatever the process time zone. */
export function tokyoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
