/** Every sentence of the authorisation pages (SPEC 2.6 /member/authorization/*, issue 35). */
export const authorizationMessages = {
  detailTitle: '最近のご利用（承認状況）',
  detailLead:
    'カードのご利用をお店から受け付けた順に表示しています。ご利用明細に載る前のご利用もご確認いただけます。承認済みのご利用は、お店からの売上のお知らせが届くとご利用明細に載ります。',
  errorTitle: 'ご利用できなかった取引',
  errorLead: 'カードをご利用いただけなかった取引と、その理由です。理由ごとの対処方法を下に記載しています。',
  notFound: 'ご利用の状況を表示できませんでした。',
  listHeading: 'ご利用の一覧',
  noLines: '最近のご利用はありません。',
  noDeclines: 'ご利用できなかった取引はありません。',
  reason: (label: string) => `理由：${label}`,
  adviceHeading: '理由ごとの対処方法',
  errorLink: 'ご利用できなかった取引と理由を見る',
  detailLink: '最近のご利用（承認状況）へ',
  statementLink: 'ご利用明細へ',
} as const;
