import { tokyoClock } from '../../validators/calendar';

/** An instant as a mail writes it for a person in Japan: 2026年11月27日 10時05分 (Tokyo time). */
export function tokyoDateTimeText(instant: Date): string {
  const clock = tokyoClock(instant);
  if (!clock) throw new Error('not an instant');
  const { year, month, day } = clock.date;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}年${month}月${day}日 ${pad(Math.floor(clock.minutes / 60))}時${pad(clock.minutes % 60)}分`;
}
