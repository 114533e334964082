export const cardInfoMessages = {
  title: 'カード情報',
  lead: 'お持ちのカードの情報です。',
  loading: 'カード情報を読み込んでいます…',
  brand: 'ブランド',
  kind: '種類',
  number: 'カード番号',
  nickname: 'ニックネーム',
  familyCard: '家族カード',
  securityNote: 'カード番号・有効期限・セキュリティコードは、表示するたびにお届けし、この端末にも当社にも記録しません。',
  showNumbers: (nickname: string) => `${nickname}のカード番号・セキュリティコードを表示する`,
  empty: 'ご利用中のカードはありません。',
} as const;

export const cardNumbersMessages = {
  title: 'カード番号・セキュリティコード',
  lead: 'ネットショッピングなどで、カード番号を入力するときにお使いください。まわりに人がいないことを確かめてから表示してください。',
  show: '表示する',
  hide: '隠す',
  showing: '表示中です。60秒たつと自動で隠します。',
  hidden: '表示を終了しました。',
  number: 'カード番号',
  expiry: '有効期限（月/年）',
  securityCode: 'セキュリティコード',
  never:
    'スクリーンショットを撮ったり、メモに残したりしないでください。当社からカード番号やセキュリティコードをお尋ねすることはありません。',
  back: 'カード情報へ戻る',
  notFound: '対象のカードが見つかりません。カード情報からもう一度お選びください。',
} as const;
