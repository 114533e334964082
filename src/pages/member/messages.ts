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
} as const;
