import { describe, expect, it } from 'vitest';
import { csvRecord } from './csvRecord';

describe('a CSV record', () => {
  it('quotes text, doubles its quotes, keeps numbers bare and ends in CRLF', () => {
    expect(csvRecord(['2026/11/03', 'カフェ "ひだまり"', -1234, '1回払い'])).toBe('"2026/11/03","カフェ ""ひだまり""",-1234,"1回払い"\r\n');
  });

  it('gives a text a spreadsheet would run as a formula a leading apostrophe, whatever width its first sign', () => {
    for (const formula of ['=HYPERLINK("http://example.com")', '+81-3-1234', '-2+3', '@SUM(A1)', '＝１＋１'])
      expect(csvRecord([formula])).toBe(`"'${formula.replaceAll('"', '""')}"\r\n`);
    expect(csvRecord(['東京都千代田区1-1-1'])).toBe('"東京都千代田区1-1-1"\r\n');
  });

  it('keeps a record on one line: a line end or a tab inside a field is a space, and then starts no formula', () => {
    expect(csvRecord(['一行目\r\n二行目', '\t=1+1'])).toBe('"一行目  二行目"," =1+1"\r\n');
  });
});
