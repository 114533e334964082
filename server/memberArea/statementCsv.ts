import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import type { StatementLine } from '../../api/memberAreaAnswers';
import { PAYMENT_KIND_LABELS } from '../../enums/statement';
import { statementDate } from '../../validators/statementRow';
import { csvRecord } from '../http/csvRecord';

/**
 * A month's statement as CSV (../http/csvRecord.ts: RFC 4180, no formula a spreadsheet would run), the page's columns and text (validators/
 * statementRow.ts) but for the amount: a number of yen (`-1234` for a refund), its unit in the column's name, so that a
 * spreadsheet adds the column up; the page's `△¥1,234` is text to Excel. `utf-8` carries a BOM so Excel reads it as UTF-8; `shift_jis` is Windows-31J, the Shift_JIS
 * Excel for Japanese Windows reads by default (a character it cannot hold becomes `?`, as Excel's own export does).
 * There the yen sign is written full-width (￥, 0x818F): an encoder turns ¥ into 0x5C, which Japanese fonts draw as
 * ¥ but every decoder, WHATWG's included, reads back as a backslash.
 */
export const CSV_ENCODINGS = ['utf-8', 'shift_jis'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

export const csvContentType: Readonly<Record<CsvEncoding, string>> = {
  'utf-8': 'text/csv; charset=utf-8',
  shift_jis: 'text/csv; charset=Shift_JIS',
};

export const STATEMENT_CSV_COLUMNS = ['ご利用日', 'ご利用先', 'ご利用金額（円）', 'お支払い区分'] as const;

function csvFields(line: StatementLine): readonly [string, string, number, string] {
  return [statementDate(line.usedOn), line.shopName, line.amount, PAYMENT_KIND_LABELS[line.paymentKind]];
}

function encode(text: string, encoding: CsvEncoding): Buffer {
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text.replaceAll('¥', '￥'), 'cp932');
}

/** Streams the CSV as the lines arrive: the header first, then a record per line. */
export function statementCsv(lines: AsyncIterable<StatementLine>, encoding: CsvEncoding): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    if (encoding === 'utf-8') yield Buffer.from([0xef, 0xbb, 0xbf]);
    yield encode(csvRecord(STATEMENT_CSV_COLUMNS), encoding);
    for await (const line of lines) yield encode(csvRecord(csvFields(line)), encoding);
  }
  return Readable.from(chunks());
}
