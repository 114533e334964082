/** The Japanese messages of the payment-account checks the server makes beyond the step schemas. */
export const bankMessages = {
  bankUnknown: 'お選びの金融機関はお取り扱いできません。一覧から選択してください。',
  branchUnknown: 'お選びの支店は、この金融機関にありません。一覧から選択してください。',
  queryTooLong: '検索する文字は40文字以内で入力してください。',
  offsetMalformed: '表示位置の指定が正しくありません。',
  bankCodeMalformed: '金融機関コードは半角数字4桁です。',
} as const;
