/** Every sentence of the embedded identity provider's pages (STYLE.md: Japanese text lives in a catalogue). */
export const loginMessages = {
  pageTitle: 'ログイン | カード会員サービス',
  heading: 'ログイン',
  loginIdLabel: 'ログインID',
  passwordLabel: 'パスワード',
  submit: 'ログインする',
  wrongCredentials: 'ログインIDまたはパスワードが正しくありません。',
  tooManyFailures: 'ログインに続けて失敗したため、しばらくログインできません。15分ほど時間をおいてからお試しください。',
  unusableCharacters: 'ログインIDまたはパスワードに使用できない文字が含まれています。',
  missingInput: 'ログインIDとパスワードを入力してください。',
  interactionExpired: 'ログインの有効期限が切れました。もう一度最初からお試しください。',
  backToTop: 'トップへ戻る',
} as const;
