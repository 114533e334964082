/** A datetime-local value read as Tokyo time (the console's staff work in Japan); null when empty, 'malformed' when not a time. */
export function tokyoInstant(value: string): Date | null | 'malformed' {
  if (value.trim() === '') return null;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$/.test(value)) return 'malformed';
  const at = new Date(`${value}:00+09:00`);
  return Number.isNaN(at.getTime()) ? 'malformed' : at;
}
