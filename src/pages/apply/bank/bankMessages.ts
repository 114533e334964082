/** Every sentence of the payment-account pages around the step renderer. */
export const bankMessages = {
  searchLabel: '金融機関名で探す',
  searchHint: 'ひらがな・カタカナ・漢字で入力できます（例：しずおか）。',
  searchButton: '検索',
  featuredHeading: 'よく選ばれている金融機関',
  resultsHeading: '検索結果（{total}件）',
  noResults: '「{query}」に一致する金融機関が見つかりませんでした。金融機関名をお確かめのうえ、もう一度検索してください。',
  more: 'さらに表示する',
  ownBank: '当社グループの銀行',
  loadingBanks: '金融機関を読み込んでいます…',
  toTop: 'トップへ戻る',
  errorTitle: 'お支払い口座を登録できませんでした',
  errorLead:
    '通信状態の良いところで、もう一度お試しください。登録が済んでいる場合や、別の端末で手続き中の場合は、登録状況の画面を表示します。',
  errorRetry: '登録状況を確認する',
} as const;

export function bankMessage(key: keyof typeof bankMessages, values: Readonly<Record<string, string>>): string {
  return bankMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
