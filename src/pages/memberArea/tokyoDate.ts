import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** An instant as its date in Asia/Tokyo (SPEC 9), YYYY-MM-DD, whatever the phone's own time zone. */
export function tokyoDate(instant: string): string {
  return format(new TZDate(new Date(instant).getTime(), 'Asia/Tokyo'), 'yyyy-MM-dd');
}
