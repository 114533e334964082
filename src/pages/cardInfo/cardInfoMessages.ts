export const cardInfoMessages = {
  title: 'カード情報',
  lead: 'お持ちのカードの情報です。',
  loading: 'カード情報を読み込んでいます…',
  brand: 'ブランド',
  kind: '種類',
  number: 'カード番号',
  nickname: 'ニックネーム',
  familyCard: '家族カード',
  securityNote: '有効期限とセキュリティコードは、カード券面でご確認ください。この画面には表示しません。',
  empty: 'ご利用中のカードはありません。',
} as const;
