/** Every sentence the step renderer itself shows (the rules' messages live in validators/messages.ts and the schemas). */
export const flowMessages = {
  errorSummaryHeading: '入力内容にエラーがあります',
  errorSummaryLead: '以下の項目をご確認ください。',
  requiredBadge: '必須',
  optionalBadge: '任意',
  next: '次へ',
  saving: '保存しています…',
  back: '前の画面に戻る',
  stepCounter: 'ステップ {n} / {m}',
  zipLookup: '住所を検索',
  zipLooking: '住所を検索しています…',
  zipNotFound: 'この郵便番号の住所が見つかりませんでした。ご確認のうえ、住所を入力してください。',
  zipFailed: '住所を検索できませんでした。お手数ですが住所を入力してください。',
  zipChoose: '該当する住所を選んでください',
  zipChosen: '住所を入力しました。内容をご確認ください。',
  opensInNewTab: '（新しいタブで開きます）',
  year: '年',
  month: '月',
  day: '日',
  selectPlaceholder: '選択してください',
  photoChoose: '写真を選択する Choose a photo',
  photoTake: 'カメラで撮影する Take a photo',
  photoUploading: 'アップロードしています… Uploading…',
  photoUploaded: 'アップロードしました。別の写真にする場合は、もう一度選択してください。 Uploaded. To use another photo, select it again.',
  photoPreviewAlt: 'アップロードした在留カードの写真 Uploaded photo of your residence card',
  photoPreviewLoading: '写真を表示しています… Loading the photo…',
  photoPreviewFailed: '写真を表示できませんでした（アップロードは完了しています）。 The photo cannot be shown, but it has been uploaded.',
  loading: '読み込んでいます…',
  schemaChanged:
    'お手続きの画面が新しくなり、この画面でお伺いする内容が変わりました。お手数ですが、この画面の内容をご確認のうえ、もう一度お進みください。ほかの画面のご回答はそのまま引き継いでいます。',
  prefilled: 'アプリにご登録の情報を入力しています。お間違いがないかご確認のうえ、お進みください。',
  draftConflict:
    '別の画面でお手続きの内容が更新されたため、最新の内容を表示しています。保存済みの内容は失われていません。ご確認のうえ、もう一度お進みください。',
  totalChanged: 'ご回答の内容により、ステップの総数が{from}から{to}に変わりました。',
  subjectCard: '対象のカード：{card}',
  change: '変更する',
  changeLabel: '{title}を変更する',
  confirmSubmit: 'この内容で送信する',
  submitting: '送信しています…',
  toTop: 'トップへ戻る',
  branchesFailed: '支店の一覧を読み込めませんでした。通信環境をご確認のうえ、画面を再読み込みしてください。',
  saveFailed: '保存できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
} as const;

export type FlowMessageKey = keyof typeof flowMessages;

export function flowMessage(key: FlowMessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return flowMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
