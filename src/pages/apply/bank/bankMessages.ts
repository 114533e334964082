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
  chosenBank: '{bank}の口座を登録します。',
  completeTitle: 'お支払い口座の登録を受け付けました',
  completeLead: '口座振替の開始まで、1〜2か月ほどかかる場合があります。開始までのお支払い方法はメールでご案内します。',
  completeTransferLead: 'ご登録の口座に、当社から確認のための1円をお振り込みします。入金を確認できしだい、口座振替の手続きを進めます。',
  bankLabel: '金融機関',
  branchLabel: '支店',
  accountTypeLabel: '預金種目',
  accountNoLabel: '口座番号',
  accountKanaNameLabel: '口座名義',
  toTop: 'トップへ戻る',
  registerLink: 'お支払い口座を登録する',
  registerLead: 'カードのご利用代金をお支払いいただく口座を、続けて登録できます。',
  errorTitle: 'お支払い口座を登録できませんでした',
  errorLead: '通信状態の良いところで、もう一度お試しください。登録が済んでいる場合や、別の端末で手続き中の場合は、登録状況の画面を表示します。',
  errorRetry: '登録状況を確認する',
} as const;

export function bankMessage(key: keyof typeof bankMessages, values: Readonly<Record<string, string>>): string {
  return bankMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
