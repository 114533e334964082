import { inquiryNumberFormat } from '../../../validators/normalisers';
import type { CaseKind } from '../../operations/caseKind';

/** Tokyo time as staff read it in a table: 2026/11/26 14:05; the audit log to the second (2026/11/26 14:05:09). */
export function tokyoDateTime(at: Date, precision: 'minute' | 'second' = 'minute'): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(precision === 'second' ? { second: '2-digit' } : {}),
  }).format(at);
}

export function amountText(amount: number | null, unit: '万円' | '円' | null): string {
  if (amount === null || unit === null) return '';
  return `${amount.toLocaleString('ja-JP')}${unit}`;
}

/** A case's number as the person quotes it: an application's inquiry number grouped 6-4-5-1 as the applicant was shown
 * it (issue 58); the other kinds' numbers are short and stay as they are. */
export const caseNumberText = (kind: CaseKind, id: string): string => (kind === 'application' ? inquiryNumberFormat(id) : id);
