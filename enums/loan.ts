/** Loans and cash-advance wishes (SPEC 3.2, 5.4, 5.5). */

export const PastLoan = { Yes: '1', No: '2' } as const;
export type PastLoan = (typeof PastLoan)[keyof typeof PastLoan];
export const PAST_LOAN_LABELS: Readonly<Record<PastLoan, string>> = { '1': 'あり', '2': 'なし' };

export const LoanReason = {
  HobbyTravel: '1',
  Living: '2',
  Education: '3',
  Hospital: '4',
  Ceremony: '5',
  Housing: '6',
  Other: '7',
} as const;
export type LoanReason = (typeof LoanReason)[keyof typeof LoanReason];
export const LOAN_REASON_LABELS: Readonly<Record<LoanReason, string>> = {
  '1': '趣味・旅行',
  '2': '生活費',
  '3': '教育費',
  '4': '医療費',
  '5': '冠婚葬祭',
  '6': '住宅関連',
  '7': 'その他',
};

/** Hope finance (cash-advance wish) amounts, in ten-thousand yen. */
export const HopeFinance = { Ten: '10', Twenty: '20', Thirty: '30', Forty: '40', Fifty: '50' } as const;
export type HopeFinance = (typeof HopeFinance)[keyof typeof HopeFinance];
export const HOPE_FINANCE_LABELS: Readonly<Record<HopeFinance, string>> = {
  '10': '10万円',
  '20': '20万円',
  '30': '30万円',
  '40': '40万円',
  '50': '50万円',
};

/** Credit-limit review results (SPEC 4); the SPEC names them without wire codes. */
export const CREDIT_LIMIT_REVIEW_RESULTS = ['examination', 'increase', 'decrease', 'same', 'incomeCertificateRequired', 'stop'] as const;
export type CreditLimitReviewResult = (typeof CREDIT_LIMIT_REVIEW_RESULTS)[number];
export const CREDIT_LIMIT_REVIEW_RESULT_LABELS: Readonly<Record<CreditLimitReviewResult, string>> = {
  examination: '審査中',
  increase: '増額',
  decrease: '減額',
  same: '変更なし',
  incomeCertificateRequired: '収入証明書の提出が必要',
  stop: '停止',
};

/** SPEC 9 limit amounts (units not given by the SPEC). */
export const LIMIT_AMOUNTS = { balanceRaise: 100, regular: 200, gold: 500 } as const;
export const CREDIT_LIMIT_RAISE_RANGE = { min: 1, max: 499 } as const;
