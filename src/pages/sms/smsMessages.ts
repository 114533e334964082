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

/** The same page when the code is read out by a voice call (/member/cardinfo/auth-select). */
export const voiceMessages = {
  ...smsMessages,
  title: '電話での本人確認',
  lead: 'お客さまの安全のため、登録されている携帯電話番号にお電話し、自動音声で認証コードをお知らせします。',
  sendTo: (masked: string) => `お電話する番号：${masked}`,
  send: '電話で認証コードを受け取る',
  sent: (masked: string) => `${masked} にお電話しています。自動音声がお知らせする6桁の数字を入力してください。`,
  codeSupport: '半角数字6桁。有効期限はお電話から5分です。',
  resend: 'もう一度電話を受ける',
  resent: 'もう一度お電話しました。新しい認証コードを入力してください。',
  notReceived: '電話がかからない場合は、しばらく待ってからもう一度お試しください。',
} as const;

/** The ways the card information's step-up code may come (the auth-select page's choices). */
export const authSelectMessages = {
  title: '本人確認の方法',
  lead: 'カード番号とセキュリティコードを表示する前に、ご本人の確認をします。登録されている携帯電話番号で認証コードを受け取る方法を選んでください。',
  legend: '認証コードの受け取り方',
  required: '必須',
  sms: 'SMSで受け取る',
  smsHint: 'SMSに記載された6桁の数字を入力します。',
  voice: '電話で受け取る（自動音声）',
  voiceHint: 'SMSを受け取れない携帯電話をお使いの方は、こちらを選んでください。',
  next: '次へ',
} as const;
