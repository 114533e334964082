/**
 * A card's authorisations (SPEC 2.6 /member/authorization/detail and /error-detail): each use the card system approved,
 * holds or declined, before it becomes a statement line.
 *
 * SPEC names neither the statuses nor the decline reasons. Our decision: the status is one of three words of our own;
 * a decline's reason is the response code the card network sends back with it (ISO 8583:1987 field 39, "response
 * code", as Visa, Mastercard and JCB send it), so a reason read from the card system is stored as it came. Only the
 * codes a member can act on, and 05 for every other refusal, are listed; the labels are the words Japanese issuers
 * show members.
 */

export const AUTHORIZATION_STATUSES = ['approved', 'pending', 'declined'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];
export const AUTHORIZATION_STATUS_LABELS: Readonly<Record<AuthorizationStatus, string>> = {
  approved: '承認済み',
  // The shop holds an amount not yet final (a hotel, a petrol station) or the issuer is still checking the use.
  pending: '確認中',
  declined: 'ご利用不可',
};

export const DeclineReason = {
  /** ISO 8583 51: insufficient funds; for a credit card, the available credit is exceeded. */
  OverLimit: '51',
  /** 55: incorrect PIN. */
  WrongPin: '55',
  /** 75: allowable number of PIN tries exceeded. */
  PinTriesExceeded: '75',
  /** 54: expired card (the shop sent an old expiry date, often a subscription). */
  Expired: '54',
  /** 62: restricted card (the member's usage restriction, or a stop on the card). */
  Restricted: '62',
  /** 59: suspected fraud. */
  SuspectedFraud: '59',
  /** N7: CVV2 (security code) mismatch, Visa's code, used by every network here. */
  WrongSecurityCode: 'N7',
  /** 05: do not honour, any other reason. */
  Other: '05',
} as const;
export type DeclineReason = (typeof DeclineReason)[keyof typeof DeclineReason];
export const DECLINE_REASON_LABELS: Readonly<Record<DeclineReason, string>> = {
  '51': '残高不足・ご利用可能枠超過',
  '55': '暗証番号相違',
  '75': '暗証番号の入力回数超過',
  '54': '有効期限切れ',
  '62': '利用制限中',
  '59': '不正利用の疑い',
  N7: 'セキュリティコード相違',
  '05': 'その他の理由',
};

/** SPEC 9 paging, as the statements: 24 at a time. */
export const AUTHORIZATION_PAGE = { offset: 0, limit: 24 } as const;
