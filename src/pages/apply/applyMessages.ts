/** Every sentence of the apply pages around the step renderer. */
export const applyMessages = {
  loading: '読み込んでいます…',
  confirmSubmit: 'この内容で申し込む',
  submitting: '送信しています…',
  change: '変更する',
  changeLabel: '{title}を変更する',
  completeTitle: 'お申し込みを受け付けました',
  completeLead: 'お申し込みありがとうございます。審査の結果はメールでお知らせします。',
  underReviewTitle: 'お申し込みを受け付けました（審査中）',
  underReviewLead: 'お申し込みありがとうございます。審査に少しお時間をいただきます。結果はメールでお知らせします。',
  inquiryNumberLabel: 'お問い合わせ番号',
  inquiryNumberNote: 'お問い合わせの際に必要です。控えておいてください。',
  toTop: 'トップへ戻る',
  stepsTitle: 'お申し込みの流れ',
  stepsLead: 'お名前、ご住所、ご連絡先、ご職業、年収などを順に入力します。入力した内容は画面ごとに保存されるので、途中でやめても続きから再開できます。',
  stepsStart: 'お申し込みを始める',
  stepsResume: '続きから入力する',
  stepsSubmitted: 'お申し込みは受け付け済みです',
  stepsSubmittedLink: 'お申し込み結果を見る',
  smsSendTo: '送信先：{number}',
  smsVerified: '携帯電話番号 {number} は認証済みです。',
  landingKept: 'すでにお申し込みを始めているため、今回のキャンペーンコード（{code}）は適用されません。お申し込みを始めたときの内容で続けます。',
} as const;

export function applyMessage(key: keyof typeof applyMessages, values: Readonly<Record<string, string>> = {}): string {
  return applyMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
