/** Bank accounts, payment methods and transfers (SPEC 3.2). */

export const BankAccountType = { Ordinary: '1', Current: '2', Savings: '3', SavingsAlt: '4' } as const;
export type BankAccountType = (typeof BankAccountType)[keyof typeof BankAccountType];
export const BANK_ACCOUNT_TYPE_LABELS: Readonly<Record<BankAccountType, string>> = {
  '1': '普通',
  '2': '当座',
  '3': '貯蓄',
  '4': '貯蓄',
};

/** The provider's own bank. */
export const OWN_BANK_CODE = '0033';

export const PaymentMethod = { WalletBalance: '0', AccountTransfer: '1', ConvenienceStore: '4' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  '0': '残高払い',
  '1': '口座振替',
  '4': 'コンビニ払い',
};

export const TransferStatus = { Incomplete: '0', Untransferred: '1', Transferred: '2', Retry: '3', Error: '4' } as const;
export type TransferStatus = (typeof TransferStatus)[keyof typeof TransferStatus];
export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  '0': '未完了',
  '1': '未振替',
  '2': '振替済み',
  '3': '再振替',
  '4': 'エラー',
};

/**
 * The account types the payment-account step offers (SPEC 3.2: 1 ordinary, 2 current, savings as 4; 3 is the
 * older savings code, kept above for data that carries it).
 */
export const ApplyAccountType = { Ordinary: '1', Current: '2', Savings: '4' } as const;
export type ApplyAccountType = (typeof ApplyAccountType)[keyof typeof ApplyAccountType];
export const APPLY_ACCOUNT_TYPE_LABELS: Readonly<Record<ApplyAccountType, string>> = {
  '1': '普通',
  '2': '当座',
  '4': '貯蓄',
};

/**
 * The banks the bank list shows before any search, after the provider's own bank: the city banks, the two
 * Resona banks, Japan Post Bank and the largest online banks (Zengin codes), in this order.
 */
export const MAIN_BANK_CODES = ['0001', '0005', '0009', '0010', '0017', '9900', '0036', '0038', '0039', '0040', '0397'] as const;
