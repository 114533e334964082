/** The sentences of the SMS check page (STYLE.md: a catalogue, not text inside logic). */
export const smsMessages = {
  title: 'SMS認証',
  lead: 'お客さまの安全のため、登録されている携帯電話番号にSMSで認証コードをお送りします。',
  sendTo: (masked: string) => `送信先：${masked}`,
  send: '認証コードを送信する',
  sent: (masked: string) => `${masked} に認証コードを送信しました。SMSに記載された6桁の数字を入力してください。`,
  codeLabel: '認証コード',
  codeSupport: '半角数字6桁。有効期限は送信から5分です。',
  codeRequired: '認証コードを入力してください。',
  codeFormat: '認証コードは半角数字6桁で入力してください。',
  verify: '認証する',
  resend: '認証コードを再送信する',
  resent: '認証コードを再送信しました。新しい認証コードを入力してください。',
  summaryHeading: '入力内容を確認してください',
  required: '必須',
  notReceived: 'SMSが届かない場合は、しばらく待ってから再送信してください。',
} as const;
