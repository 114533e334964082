/** Every sentence of the former-member top page. */
export const exMemberTopMessages = {
  pageTitle: '退会された方のページ',
  heading: '退会された方のページ',
  lead: '以前お持ちだったカードのご利用明細をご確認いただけます。',
  listHeading: '以前お持ちだったカード',
  closedOn: (date: string) => `解約日 ${date}`,
  notFormerHeading: 'このページは退会された方専用です',
  notFormerLead: 'カードをお持ちの方は、会員トップをご利用ください。',
  memberTopLink: '会員トップへ',
  noCards: '表示できるカードがありません。',
  statementLinkShort: 'ご利用明細',
  statementLink: (card: string) => `${card}のご利用明細`,
  documentLinkShort: 'Web書面',
  documentLink: (card: string) => `${card}のWeb書面`,
} as const;
