import { TOKYO } from '../../../validators/calendar';

/** When a message was sent or received, in Tokyo time (the demo page only: the product's pages avoid Intl time zones). */
export const sentAtFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: TOKYO, dateStyle: 'medium', timeStyle: 'medium' });
