import { tokyoToday } from '../../../validators/calendar';

/**
 * An instant as its date in Asia/Tokyo (SPEC 9), YYYY-MM-DD, whatever the phone's own time zone. The rules' own
 * Tokyo calendar, not date-fns `format`, whose tokens and English locale weighed 18 KB in every page's rules chunk.
 */
export function tokyoDate(instant: string): string {
  return tokyoToday(new Date(instant));
}
