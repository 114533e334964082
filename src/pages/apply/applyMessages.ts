/** Every sentence of the apply pages around the step renderer. */
export const applyMessages = {
  loading: '読み込んでいます…',
  stepsTitle: 'お申し込みの流れ',
  stepsLead:
    'お名前、ご住所、ご連絡先、ご職業、年収などを順に入力します。入力した内容は画面ごとに保存されるので、途中でやめても続きから再開できます。',
  stepsDraftsKept: '途中まで入力した内容は、最後に保存した日から{days}日が過ぎると削除されます。',
  stepsStart: 'お申し込みを始める',
  stepsResume: '続きから入力する',
  stepsSubmitted: 'お申し込みは受け付け済みです',
  stepsSubmittedLink: 'お申し込み結果を見る',
  smsSendTo: '送信先：{number}',
  smsSend: '認証コードを送信する',
  smsSent: '{number} に認証コードを送信しました。SMSに記載された6桁の数字を入力してください。',
  smsResent: '認証コードを再送信しました。新しい認証コードを入力してください。',
  smsCodeLabel: '認証コード',
  smsCodeHint: '半角数字6桁。有効期限は送信から5分です。',
  smsCodeRequired: '認証コードを入力してください。',
  smsCodeFormat: '認証コードは半角数字6桁で入力してください。',
  smsVerify: '認証する',
  smsResend: '認証コードを再送信する',
  smsNotReceived: 'SMSが届かない場合は、しばらく待ってから再送信してください。',
  smsVerified: '携帯電話番号 {number} は認証済みです。',
  landingKept:
    'すでにお申し込みを始めているため、今回のキャンペーンコード（{code}）は適用されません。お申し込みを始めたときの内容で続けます。',
} as const;

export function applyMessage(key: keyof typeof applyMessages, values: Readonly<Record<string, string>> = {}): string {
  return applyMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
