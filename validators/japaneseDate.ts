/** YYYY-MM-DD as a Japanese date without leading zeros, e.g. 2026年8月20日; anything else is shown as it came. */
export function japaneseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
}
