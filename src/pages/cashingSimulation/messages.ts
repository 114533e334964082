/** The simulation's sentences (SPEC 2.4), whatever the schedule is of. */
export const simulationMessages = {
  submit: '計算する',
  resultTitle: 'シミュレーション結果',
  invalid: '計算の条件を読み取れませんでした。もう一度入力してください。',
  again: '条件を変えて計算する',
  conditions: '計算の条件',
  monthsValue: (months: number) =>
    `${months}回（${Math.floor(months / 12) > 0 ? `${Math.floor(months / 12)}年` : ''}${months % 12 > 0 ? `${months % 12}か月` : ''}）`,
  month: '回',
  principal: '元金',
  balance: '残高',
  apply: 'キャッシングのお申し込みはカード会員の方のみ、会員ページから承ります。',
} as const;

/** The words of a schedule: a loan's, or a purchase's paid in revolving or in instalments. */
export interface ScheduleWords {
  readonly months: string;
  readonly totalPayment: string;
  readonly totalInterest: string;
  readonly chartHeading: string;
  readonly chartSummary: (months: number, principal: string) => string;
  readonly tableToggle: string;
  readonly tableCaption: string;
  readonly payment: string;
  readonly interest: string;
  readonly note: string;
}

/** A loan (cashing) is repaid with interest: ご返済, 利息, お借入れ残高. */
export const loanWords: ScheduleWords = {
  months: 'ご返済回数',
  totalPayment: 'ご返済総額',
  totalInterest: 'うち利息',
  chartHeading: 'お借入れ残高の推移',
  chartSummary: (months, principal) => `お借入れ残高は${principal}から${months}回のご返済で0円になります。`,
  tableToggle: 'ご返済の明細を表で見る',
  tableCaption: 'ご返済の明細',
  payment: 'ご返済額',
  interest: '利息',
  note: '計算の目安です。利息は毎月の残高に実質年率の12分の1を掛けて1円未満を切り捨て、最終回で残りを精算しています。実際のご返済額は、ご利用日やお支払い日によって異なります。',
};

/**
 * A purchase paid in revolving or in instalments is paid with a fee, not repaid with interest: お支払い, 手数料,
 * お支払い残高, as the member's statements and the card's terms word it.
 */
export const purchaseWords: ScheduleWords = {
  months: 'お支払い回数',
  totalPayment: 'お支払い総額',
  totalInterest: 'うち手数料',
  chartHeading: 'お支払い残高の推移',
  chartSummary: (months, principal) => `お支払い残高は${principal}から${months}回のお支払いで0円になります。`,
  tableToggle: 'お支払いの明細を表で見る',
  tableCaption: 'お支払いの明細',
  payment: 'お支払い額',
  interest: '手数料',
  note: '計算の目安です。手数料は毎月の残高に実質年率の12分の1を掛けて1円未満を切り捨て、最終回で残りを精算しています。実際のお支払い額は、ご利用日やお支払い日によって異なります。',
};
