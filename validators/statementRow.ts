import { PAYMENT_KIND_LABELS, type PaymentKind } from '../enums/statement';
import { formatYen } from './money';

/**
 * A statement line as the member reads it, on the page and in the PDF alike: use date `YYYY/MM/DD`, shop, amount in
 * SPEC 9's money format, payment kind. The CSV download has the same columns with the amount a number
 * (server/memberArea/statementCsv.ts: a spreadsheet must add it up).
 */
export const STATEMENT_COLUMNS = ['ご利用日', 'ご利用先', 'ご利用金額', 'お支払い区分'] as const;

export interface StatementRowSource {
  readonly usedOn: string;
  readonly shopName: string;
  readonly amount: number;
  readonly paymentKind: PaymentKind;
}

export function statementDate(isoDate: string): string {
  return isoDate.replaceAll('-', '/');
}

export function statementRow(line: StatementRowSource): readonly [string, string, string, string] {
  return [statementDate(line.usedOn), line.shopName, formatYen(line.amount), PAYMENT_KIND_LABELS[line.paymentKind]];
}

/**
 * The month whose uses a billing month's statement lists: the month before it (the card's uses close at each month's
 * end and are billed the month after; server/seed/demoStatements.ts writes them so). `202610` → `2026年9月`.
 */
export function usageMonthLabel(billingMonth: string): string {
  const year = Number(billingMonth.slice(0, 4));
  const month = Number(billingMonth.slice(4, 6));
  return month === 1 ? `${year - 1}年12月` : `${year}年${month - 1}月`;
}

/** `202610` → `2026年10月`. */
export function billingMonthLabel(billingMonth: string): string {
  return `${billingMonth.slice(0, 4)}年${Number(billingMonth.slice(4, 6))}月`;
}
