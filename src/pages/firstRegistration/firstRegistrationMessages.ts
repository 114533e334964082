export const firstRegistrationMessages = {
  title: '初回登録',
  loading: '読み込んでいます…',
  greeting: (name: string) => `${name} 様`,
  lead: '会員サービスをご利用いただくには、初回登録が必要です。会員規約をご確認のうえ、同意してください。',
  termsHeading: '会員規約（抜粋）',
  terms: [
    'カードおよびカード情報は、会員ご本人のみがご利用いただけます。',
    'ご登録内容に変更があった場合は、すみやかに変更のお手続きをお願いします。',
    'ログイン情報・認証コードは、他人に教えないでください。',
  ],
  agreeLabel: '会員規約に同意します',
  required: '必須',
  agreeRequired: '会員規約への同意が必要です。内容をご確認のうえ、チェックを入れてください。',
  submit: '登録する',
  summaryHeading: '入力内容を確認してください',
} as const;
