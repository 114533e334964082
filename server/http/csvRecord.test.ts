import { describe, expect, it } from 'vitest';
import { csvRecord } from './csvRecord';

describe('a CSV record', () => {
  it('quotes text, doubles its quotes, keeps numbers bare and ends in CRLF', () => {
    expect(csvRecord(['2026/11/03', 'カフェ "ひだまり"', -1234, '1回払い'])).toBe('"2026/11/03","カフェ ""ひだまり""",-1234,"1回払い"\r\n');
  });

  it('gives a text a spreadsheet would run as a formula a leading apostrophe, whatever width its first sign', () => {
    for (const formula of ['=HYPERLINK("http://x")', '@SUM(1)', '+81-3-1234', '-2+3', '＝１＋１', '  =1+1', '\u3000@SUM(1)'])
      expect(csvRecord([formula])).toBe(`"'${formula.replaceAll('"', '""')}"\r\n`);
    expect(csvRecord(['東京都千代田区1-1-1'])).toBe('"東京都千代田区1-1-1"\r\n');
  });

  it('keeps a refund a number: only text fields are neutralised, so -1200 as an amount stays bare and as text does not', () => {
    expect(csvRecord(['返品', -1200])).toBe('"返品",-1200\r\n');
    expect(csvRecord(['-1200'])).toBe(`"'-1200"\r\n`);
  });

  it('keeps a record on one line: a line end or a tab inside a field is a space, and one it starts with still gets the apostrophe', () => {
    expect(csvRecord(['一行目\r\n二行目', '\t=1+1', '\rabc'])).toBe(`"一行目  二行目","' =1+1","' abc"\r\n`);
  });
});
