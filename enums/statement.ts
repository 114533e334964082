/** Statements, settlement and payment states (SPEC 3.2, 4, 9). */

export const StatementType = { Web: '1', EasyPaylater: '2' } as const;
export type StatementType = (typeof StatementType)[keyof typeof StatementType];
export const STATEMENT_TYPE_LABELS: Readonly<Record<StatementType, string>> = { '1': 'Web明細', '2': 'かんたんあと払い' };

export const PaymentStatus = { Paying: '30', Paid: '40', Unpaid: '50' } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = { '30': 'お支払い中', '40': 'お支払い済み', '50': '未払い' };

export const StatementDetailStatus = { Unfixed: '0', TemporaryFixed: '1', Fixed: '2', NoDetail: '9' } as const;
export type StatementDetailStatus = (typeof StatementDetailStatus)[keyof typeof StatementDetailStatus];
export const STATEMENT_DETAIL_STATUS_LABELS: Readonly<Record<StatementDetailStatus, string>> = {
  '0': '未確定',
  '1': '仮確定',
  '2': '確定',
  '9': '明細なし',
};

/** Settlement states (SPEC 4 names them without codes). */
export const SETTLEMENT_STATES = ['unsettled', 'provisionallySettled', 'settled'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
export const SETTLEMENT_STATE_LABELS: Readonly<Record<SettlementState, string>> = {
  unsettled: '未精算',
  provisionallySettled: '仮精算',
  settled: '精算済み',
};

export const EStatement = { None: '1', Partial: '2', All: '3' } as const;
export type EStatement = (typeof EStatement)[keyof typeof EStatement];
export const E_STATEMENT_LABELS: Readonly<Record<EStatement, string>> = { '1': '受け取らない', '2': '一部受け取る', '3': 'すべて受け取る' };

/** SPEC 9: statement paging. */
export const STATEMENT_PAGE = { offset: 0, limit: 24 } as const;

/** How a statement line is paid back: one payment, installments, revolving, bonus (the codes are this product's). */
export const PaymentKind = { OnePayment: '1', Installments: '2', Revolving: '3', Bonus: '4' } as const;
export type PaymentKind = (typeof PaymentKind)[keyof typeof PaymentKind];
export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  '1': '1回払い',
  '2': '分割払い',
  '3': 'リボ払い',
  '4': 'ボーナス払い',
};

/** Spending categories of the statement top's chart. */
export const SPENDING_CATEGORY_LABELS = {
  food: '食費',
  shopping: 'お買い物',
  transport: '交通・旅行',
  utilities: '公共料金・通信',
  leisure: '趣味・娯楽',
  other: 'その他',
} as const;
export type SpendingCategory = keyof typeof SPENDING_CATEGORY_LABELS;
