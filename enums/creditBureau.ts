/**
 * The designated credit bureau's answer (指定信用情報機関, 割賦販売法 第30条の2第3項 and 貸金業法 第13条第2項: an
 * issuer must use the bureau's record when it examines a card or a limit), as the examiner reads it (issue 61). The
 * codes are the adapter's (server/creditBureau/README.md); the labels are what the console shows.
 */

/** Why a case is asked about: a new card, a credit-limit raise, a cashing-limit raise. */
export const BUREAU_PURPOSES = ['application', 'creditLimit', 'cashingLimit'] as const;
export type BureauPurpose = (typeof BUREAU_PURPOSES)[number];

/** 異動: what the bureau records when a contract went wrong; any of them is a reason to decline (D05). */
export const BUREAU_DEFAULT_KIND_LABELS = {
  delinquent: '延滞（61日以上または3か月以上）',
  subrogated: '保証会社による代位弁済',
  settled: '債務整理',
} as const;
export type BureauDefaultKind = keyof typeof BUREAU_DEFAULT_KIND_LABELS;

/** The other credit contracts whose yearly repayments the Act's computation subtracts (割賦販売法 第30条の2第2項). */
export const BUREAU_OBLIGATION_KIND_LABELS = {
  installment: '個別クレジット（分割払い）',
  revolving: 'クレジットカード（リボ払い・分割払い）',
} as const;
export type BureauObligationKind = keyof typeof BUREAU_OBLIGATION_KIND_LABELS;

/** The loans that count towards 総量規制 (貸金業法 第13条の2): other money lenders' balances. */
export const BUREAU_LOAN_KIND_LABELS = {
  cashing: 'クレジットカードのキャッシング',
  cardLoan: '消費者金融のカードローン',
} as const;
export type BureauLoanKind = keyof typeof BUREAU_LOAN_KIND_LABELS;

/** Why an inquiry has no answer (yet): what the examiner's queue says about the case. */
export const BUREAU_FAILURE_LABELS = {
  timeout: '信用情報機関から時間内に回答がありませんでした',
  unavailable: '信用情報機関に接続できませんでした',
  unreadable: '信用情報機関の回答を読み取れませんでした',
  noConsent: '信用情報機関への照会の同意が記録されていません',
} as const;
export type BureauFailure = keyof typeof BUREAU_FAILURE_LABELS;

/** How many times an inquiry is asked before it is left to the examiner (retried with backoff in between). */
export const BUREAU_MAX_ATTEMPTS = 3;
