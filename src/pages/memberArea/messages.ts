import type { RestrictionBanner, TopNotice } from '../../../api/memberAreaAnswers';

/** Every sentence of the member area's read pages (issue 14; STYLE: text in a catalogue, not in logic). */
export const readMessages = {
  loading: '読み込んでいます。',
  failed: '表示できませんでした。時間をおいて、もう一度お試しください。',
  retry: 'もう一度読み込む',
  unavailable: 'ただいまのご契約状況では、この画面をご利用いただけません。',
  backToTop: '会員トップへ',
  backToExTop: '退会済みカードの一覧へ',
} as const;

export const statementMessages = {
  topTitle: 'ご利用明細',
  notFound: 'お探しのご利用明細は見つかりませんでした。',
  noStatements: 'まだご利用明細はありません。カードをご利用いただくと、翌月からここに表示されます。',
  monthsHeading: '月ごとのご請求',
  chartHeading: '最近12か月のご請求額',
  chartTableCaption: '最近12か月のご請求額（表）',
  chartTableToggle: '表で見る',
  categoryHeading: (month: string) => `${month}のご利用の内訳`,
  categoryEmpty: 'この月のご利用はまだありません。',
  multipleLink: 'すべてのカードの明細をまとめて見る',
  monthlyTitle: (month: string) => `${month}のご利用明細`,
  /** The billing month's statement lists the month before's uses: said under the title, so that no one reads them as this month's. */
  usagePeriod: (usageMonth: string) => `${usageMonth}中のご利用分です。`,
  monthLabel: 'ご請求月',
  monthPicker: '表示する月',
  showMonth: '表示する',
  billed: 'ご請求金額',
  dueDate: 'お支払い日',
  detailStatus: '明細の状態',
  paymentStatus: 'お支払い状況',
  linesHeading: 'ご利用の一覧',
  shown: (shown: number, total: number) => `${total}件中 ${shown}件を表示しています。`,
  more: 'もっと見る',
  loadingMore: '続きを読み込んでいます。',
  moreFailed: '続きを表示できませんでした。時間をおいて、もう一度お試しください。',
  noLines: 'この月のご利用はありません。',
  lineLink: (shop: string) => `${shop}の詳細`,
  csvHeading: 'CSVでダウンロード',
  csvLead: '表示している月のご利用明細を、画面と同じ項目で保存できます。',
  csvEncoding: '文字コード',
  csvUtf8: 'UTF-8（スマホ・Mac・Googleスプレッドシート向け）',
  csvShiftJis: 'Shift_JIS（WindowsのExcel向け）',
  csvButton: 'CSVをダウンロード',
  csvDone: 'CSVをダウンロードしました。',
  csvFailed: 'CSVをダウンロードできませんでした。時間をおいて、もう一度お試しください。',
  detailTitle: 'ご利用明細の詳細',
  category: 'ご利用の分類',
  backToMonth: (month: string) => `${month}の明細へ戻る`,
  multipleTitle: 'すべてのカードのご利用明細',
  cardTotals: 'カードごとのご請求金額',
  noUse: 'ご利用なし',
  card: 'カード',
} as const;

export const messageMessages = {
  title: 'お知らせ',
  unread: '未読',
  unreadCount: (count: number) => (count === 0 ? '未読のお知らせはありません。' : `未読のお知らせが${count}件あります。`),
  empty: 'お知らせはまだありません。',
  notFound: 'お探しのお知らせは見つかりませんでした。',
  back: 'お知らせ一覧へ戻る',
  sentAt: '配信日',
} as const;

export const webDocumentMessages = {
  title: 'Web書面',
  lead: 'ご契約内容や毎月のご利用代金明細書をPDFでご確認いただけます。',
  /** Holds the visible 「PDFを開く」 whole, so the name said by voice control is the one seen (WCAG 2.5.3). */
  open: (title: string) => `${title}のPDFを開く`,
  openShort: 'PDFを開く',
  opening: 'PDFを準備しています。',
  failed: 'PDFを開けませんでした。時間をおいて、もう一度お試しください。',
  issuedOn: '発行日',
  empty: 'お届けしている書面はまだありません。',
} as const;

export const billingMessages = {
  title: 'ご請求・お支払い状況',
  heading: '今月のご請求',
  none: 'まだ確定したご請求はありません。',
  statusLabel: 'お支払い状況',
  claim: { paying: 'お支払い予定', paid: 'お支払い済み', unpaid: 'お支払いが確認できていません', none: 'ご請求なし' },
  unpaidLead: 'お支払い期日を過ぎています。お早めにお支払いください。',
  statementLink: 'この月の明細を見る',
  paymentMethod: 'お支払い方法',
  paymentSettingTitle: 'お支払い方法',
  bankReceiveTitle: '金融機関でのお手続き',
  bankReceiveLead:
    '金融機関のページでのお手続き、ありがとうございました。金融機関からの結果がこのページに反映されるまで、数日かかることがあります。',
  paymentSettingLead: 'ご請求のお支払い方法です。',
  notRegistered: '未登録',
  notRegisteredLead: 'お支払い方法が登録されていません。ご請求のお支払いにはお支払い方法のご登録が必要です。',
  paylaterLink: 'あと払いの設定（決済アプリでのお支払いをカードで）',
} as const;

/** The residence notices lead to the member info page, whose read opens the nationality pages (SPEC 2.7 prior route). */
const RESIDENCE_LINK = { to: '/member/info/top', text: '在留カードの写真を送る' } as const;

/** The selected card's activation (SPEC 2.1 /apply/card-activation): the notice is about that card. */
const ACTIVATION_LINK = { to: '/apply/card-activation', text: 'カードを有効化する' } as const;

/** SPEC 3.1 top-screen notices (SPEC 8.3 for the residence ones), as the top says them. */
export const topNoticeMessages: Readonly<
  Record<
    TopNotice,
    { readonly text: string; readonly level: 'info' | 'alert'; readonly link?: { readonly to: string; readonly text: string } }
  >
> = {
  paymentPaid: { text: '今月のお支払いを確認しました。ありがとうございます。', level: 'info' },
  paymentUnpaid: { text: 'お支払いが確認できていません。お支払い期日を過ぎていますので、お早めにお支払いください。', level: 'alert' },
  contactWarning: { text: 'ご登録の連絡先に連絡がとれませんでした。電話番号とメールアドレスをご確認ください。', level: 'alert' },
  familyCreditRegistration: { text: '家族カードのご利用代金のお支払い口座が登録されていません。口座をご登録ください。', level: 'info' },
  residenceCleansing: {
    text: '在留カードの有効期限が過ぎています。期限までにご提出がない場合、期限の翌日からカードのご利用を制限します。',
    level: 'alert',
    link: RESIDENCE_LINK,
  },
  residenceRenew: {
    text: '在留期間の満了日が近づいています。在留期間を更新したら、新しい在留カードの写真をお送りください。',
    level: 'info',
    link: RESIDENCE_LINK,
  },
  residenceRenewPromptly: {
    text: '在留期間の満了日まで1週間を切りました。お早めに更新のうえ、新しい在留カードの写真をお送りください。',
    level: 'info',
    link: RESIDENCE_LINK,
  },
  residenceExpired: {
    text: '在留期間が過ぎたため、カードのご利用を制限しています。更新後の在留カードの写真をお送りください。',
    level: 'alert',
    link: RESIDENCE_LINK,
  },
  residenceImageUnclear: {
    text: 'お送りいただいた在留カードの写真が読み取れませんでした。もう一度お送りください。',
    level: 'alert',
    link: RESIDENCE_LINK,
  },
  residenceMismatch: {
    text: '在留カードの内容とご登録の内容（ご住所など）が異なります。在留カードの記載を変更のうえ、写真をあらためてお送りください。',
    level: 'alert',
    link: RESIDENCE_LINK,
  },
  residenceDeficiency: {
    text: '届け出いただいた在留カードの内容に不備がありました。内容をご確認のうえ、もう一度お送りください。',
    level: 'alert',
    link: RESIDENCE_LINK,
  },
  residenceDeleted: {
    text: '在留期間の満了日から62日を過ぎたため、お届けいただいた在留カードの情報を削除しました。現在の在留カードの写真をお送りください。',
    level: 'alert',
    link: RESIDENCE_LINK,
  },
  cardActivation: { text: 'カードが届いたら、ご利用開始の手続き（カードの有効化）をしてください。', level: 'info', link: ACTIVATION_LINK },
  goldCardActivation: {
    text: 'ゴールドカードが届いたら、ご利用開始の手続き（カードの有効化）をしてください。',
    level: 'info',
    link: ACTIVATION_LINK,
  },
};

/** SPEC 8.3 restriction banners. */
export const restrictionMessages: Readonly<Record<RestrictionBanner, string>> = {
  all: 'このカードは現在、すべてのご利用を制限しています。',
  online: 'このカードは現在、オンラインでのお支払いを制限しています。',
  overseas: 'このカードは現在、海外の店舗でのご利用を制限しています。',
  onlineAndOverseas: 'このカードは現在、オンラインと海外でのご利用を制限しています。',
  suspended: 'このカードは現在、ご利用を停止しています。',
};

export const restrictionLead = 'ご利用明細はこれまでどおりご確認いただけます。';

export const nicknameMessages = {
  label: 'カードのニックネーム',
  hint: '20文字以内。空欄で保存すると、はじめの名前に戻ります。',
  edit: 'ニックネームを変更',
  save: '保存する',
  cancel: 'やめる',
  saved: 'ニックネームを保存しました。',
  failed: 'ニックネームを保存できませんでした。時間をおいて、もう一度お試しください。',
} as const;

export const memberTopReadMessages = {
  billHeading: '今月のご請求',
  billLink: 'ご請求・お支払い状況を見る',
  messagesLink: (count: number) => (count > 0 ? `お知らせ（未読${count}件）` : 'お知らせ'),
  noticesHeading: '大切なお知らせ',
} as const;
