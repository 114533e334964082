/** Every sentence of the member top page (STYLE: text in a catalogue, not in logic). */
export const memberTopMessages = {
  pageTitle: '会員トップ',
  heading: '会員トップ',
  selectedHeading: 'ご利用中のカード',
  listHeading: 'お持ちのカード',
  listLead: '表示するカードを切り替えられます。',
  selectedBadge: '選択中',
  goldBadge: 'ゴールド',
  switchButton: '切り替える',
  switchLabel: (name: string) => `${name}に切り替える`,
  switching: 'カードを切り替えています。',
  switched: (name: string) => `${name}に切り替えました。`,
  switchFailed: 'カードを切り替えられませんでした。時間をおいて、もう一度お試しください。',
  noCardsHeading: 'お持ちのカードはまだありません',
  noCardsLead: 'スマホからかんたんにお申し込みいただけます。',
  applyLink: 'カードを申し込む',
  cardNumberLabel: 'カード番号の下4桁 ',
  tilesHeading: 'よく使うメニュー',
  allMenu: 'すべてのメニューを見る',
} as const;

/** The member top's credit-limit panel (SPEC 2.6 balance-raise pages; amounts in 万円, enums/creditLimit.ts). */
export const creditLimitMessages = {
  heading: 'ご利用可能枠',
  current: '現在のご利用可能枠',
  raiseLink: 'ご利用可能枠の増額を申し込む',
  reduceLink: 'ご利用可能枠を減額する',
  requestLabel: (kind: string) => `${kind}のお申し込み`,
  change: (from: string, to: string) => `${from} → ${to}`,
  failed: 'ご利用可能枠のお手続き状況を表示できませんでした。時間をおいて、もう一度お試しください。',
} as const;
