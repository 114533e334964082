/** The preview page's words (issue 55). */
export const previewMessages = {
  title: 'ステップのプレビュー',
  notice: (version: number) =>
    `第${version}版のプレビューです。入力した内容は保存されません。何も入力せずに「次へ」を押すと、各項目のエラーメッセージを確認できます。`,
  saved: 'この内容で次へ進めます（プレビューのため保存はしていません）。',
  loading: '読み込んでいます…',
  failed: 'プレビューを表示できませんでした。リンクが正しいか、業務コンソールでご確認ください。',
  compare: '公開中の文言との比較',
  live: '公開中',
  draft: 'この版',
} as const;
