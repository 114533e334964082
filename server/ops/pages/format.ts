/** Tokyo time as staff read it in a table: 2026/11/26 14:05. */
export function tokyoDateTime(at: Date): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

export function amountText(amount: number | null, unit: '万円' | '円' | null): string {
  if (amount === null || unit === null) return '';
  return `${amount.toLocaleString('ja-JP')}${unit}`;
}
