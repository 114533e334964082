import { groupedDigits } from '../../../validators/normalisers';
/** The revolving and cashing pages' sentences (issue 17; STYLE: text in a catalogue, not in logic). */
export const revoMessages = {
  title: 'リボ払い',
  lead: 'リボ払いは、ご利用金額にかかわらず毎月ほぼ一定の金額をお支払いいただく方法です（元利定額コース）。',
  payment: '毎月のお支払い金額',
  balance: 'リボ払いのご利用残高',
  auto: '自動リボ',
  autoOn: '利用中（1回払いのお買い物はすべてリボ払い）',
  // A status beside 利用中, in the same noun form and politeness as the rest of the page (issue 58: 「利用していない」 was plain form).
  autoOff: '未設定',
  rate: '手数料（実質年率）',
  refused: 'ただいまのご利用状況では、リボ払いの設定を変更できません。お支払い状況をご確認ください。',
  actionsHeading: 'お手続き',
  course: '毎月のお支払い金額を変更する',
  autoSetting: '自動リボを設定する',
  individual: 'ご利用をあとからリボ払いに変更する',
  noPurchases: '今月のご請求（未確定分）に、リボ払いに変更できる1回払いのご利用はありません。',
  lumpsum: 'リボ払いの残高を一括で支払う',
  simulation: 'リボ払いのシミュレーション',
  cashing: 'リボキャッシングを申し込む',
  cashingNote: (available: string) => `キャッシングのご利用可能額は${available}です。`,
  noCashing: 'キャッシングのご利用可能額がないため、リボキャッシングはお申し込みいただけません。',
  postInstallment: 'ご利用をあとから分割払いに変更する',
} as const;

export const cashingMessages = {
  title: 'キャッシング',
  limit: 'キャッシング枠',
  balance: 'ご利用残高',
  available: 'ご利用可能額',
  rate: '利率（実質年率）',
  dueDate: '次回のお支払い日',
  examination: 'キャッシング枠の増額を審査中です。結果はご登録のメールアドレスにお知らせします。',
  actionsHeading: 'お手続き',
  net: '振込キャッシングを申し込む',
  noAvailable: 'ご利用可能額がないため、振込キャッシングはお申し込みいただけません。',
  atm: 'ATMでのご利用方法',
  limitChange: 'キャッシング枠を変更する',
  simulation: 'ご返済シミュレーション',
  backToCashing: 'キャッシングのトップへ',
  atmTitle: 'ATMでのキャッシング',
  atmSteps: [
    '提携ATM（コンビニエンスストアや銀行のATM）にカードを入れ、「クレジットカード」または「キャッシング」を選びます。',
    'カードの暗証番号（4桁）を入力します。',
    'ご利用金額を1万円単位で入力します。ご利用可能額まで、その場でお受け取りいただけます。',
    'ご返済は次回のお支払い日に1回払いで、ご利用代金と一緒に口座から引き落とされます。',
  ],
  atmFee: 'ATM利用手数料：1万円以下のお取引は110円、1万円を超えるお取引は220円（税込）です。',
  atmPin:
    '暗証番号がわからないときは、会員メニューの「暗証番号の照会」からお手続きください。ATMで3回続けて間違えると、ご利用が止まります。',
} as const;

export const scheduleMessages = {
  summary: 'お支払いの目安',
  count: 'お支払い回数',
  first: '毎月のお支払い',
  last: '最終回のお支払い',
  fee: '手数料の合計',
  total: 'お支払い総額',
  next: 'この内容で進む',
  unavailable: 'お支払いの計算に必要な情報を読み込めませんでした。前の画面からやり直してください。',
} as const;

export const settingsMessages = {
  title: 'カードの設定',
  lead: '選んでいるカードの設定を確認・変更できます。',
  securityHeading: 'セキュリティ',
  memberHeading: '会員情報・お支払い口座',
  memberInfo: '会員情報（ご住所・ご職業・国籍・在留資格）',
  mailSetting: 'メールアドレスの変更',
  mailingLists: 'メールの配信設定',
  paymentAccount: 'お支払い口座の変更',
  partnerIdLinkage: 'パートナーIDとの連携',
  useHeading: 'ご利用の設定',
  usageRestriction: 'カードの利用制限',
  displayBalance: '残高表示',
  etcCard: 'ETCカード',
  familyCard: '家族カード',
  pinChange: '暗証番号の変更',
  pinRequest: '暗証番号のご照会（郵送）',
  secure: '本人認証サービス（3Dセキュア）',
  campaignStatus: 'キャンペーンのエントリー状況',
  shown: '表示する',
  hidden: '表示しない',
  etcCount: (count: number) => (count > 0 ? `${count}枚` : 'なし'),
  registered: '登録済み',
  notRegistered: '未登録',
  secureTitle: '本人認証サービス（3Dセキュア）',
  secureLead:
    'ネットショッピングでカードを使うとき、ご本人であることをパスワードで確認する仕組みです。カード番号だけでは買い物ができなくなり、不正利用を防げます。',
  secureStatus: 'パスワード',
  secureRegister: 'パスワードを登録する',
  secureChange: 'パスワードを変更する',
  backToSettings: '設定メニューへ',
} as const;

export const familyCardMessages = {
  title: '家族カード',
  lead: 'ご家族のための、このカードの家族カードです。ご利用代金は本会員さまのお支払い口座からお引き落としします。ご利用可能枠は本会員さまのカードと共通です。',
  listHeading: 'お申し込み済みの家族カード',
  none: 'まだ家族カードはありません。',
  card4no: (card4no: string) => `下4桁 ${card4no}`,
  states: { reissuing: '利用停止・再発行中', stopped: '利用停止' },
  remaining: (held: number, limit: number) =>
    `このカードの家族カードは${limit}枚まで（あと${Math.max(0, limit - held)}枚）お申し込みいただけます。`,
  full: (limit: number) => `このカードの家族カードは上限の${limit}枚に達しています。`,
  add: '家族カードを申し込む',
  change: '家族カード会員の情報を変更する',
} as const;

export const multipleCardMessages = {
  title: 'カードの追加',
  lead: 'お持ちのカードとは別のブランドのカードや、ゴールドカードを追加できます。一般カードは3枚（Visa・Mastercard・JCBを1枚ずつ）、ゴールドカードは1枚、あわせて4枚までお持ちいただけます。追加のカードには審査があり、結果はメールでお知らせします。',
  apply: 'カードの追加を申し込む',
  reviewStatus: '審査の状況を見る',
  reviewTitle: '審査の状況',
  reviewLead: '追加のカードのお申し込みと、その審査の状況です。審査が終わると、新しいカードが会員トップのカードの一覧に加わります。',
  none: 'カードの追加のお申し込みはありません。',
  appliedOn: (date: string) => `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日お申し込み`,
  statuses: {
    underReview: '審査中',
    approved: '発行しました（カードが届いたら有効化してください）',
    declined: '今回はお見送りとなりました',
  },
  back: 'カードの追加へ',
} as const;

/**
 * SPEC 2.6 /member/setting/gold-card/lp. The figures are the SPEC's (limit up to 500万円, 3 family cards, one gold card
 * per member, SPEC 9) and the annual fee's billing month the support page's answer (config/support.json goldAnnualFee);
 * the fee's amount is the member terms', as the switch's own entry page says.
 */
export const goldCardLpMessages = {
  title: 'ゴールドカードのご案内',
  lead: 'お使いの一般カードを、カード番号はそのままでゴールドカードに切り替えられます。',
  benefitsHeading: 'ゴールドカードの特典',
  benefits: [
    'ご利用可能枠を最大500万円まで設定できます（増額には審査があります）。',
    '空港ラウンジなどの特典をご利用いただけます。',
    'ご家族のための家族カードを3枚までお持ちいただけます。',
  ],
  feeHeading: '年会費',
  fee: 'ゴールドカードには年会費がかかります。金額は会員規約でご確認ください。ご入会月の翌月に1年分をご請求し、2年目以降は毎年同じ月のご請求です。',
  eligibilityHeading: '切り替えできる方',
  eligibility: [
    'ご利用中の一般カードをお持ちの本会員さま（家族カード、利用を停止しているカードは切り替えできません）。',
    'お持ちのカードがすべて一般カードの方（ゴールドカードはおひとり1枚までです）。',
    'ほかのゴールドカードへの切り替えを審査中でない方。',
  ],
  familyNote:
    'ゴールドカードの家族カードは3枚までです。家族カードが4枚以上あるカードは、切り替えのお手続きの中で、ゴールドカードに引き継ぐ家族カードをお選びいただきます。',
  reviewNote: '切り替えには審査があり、結果はメールでお知らせします。審査が終わるまでは、今のカードをそのままお使いいただけます。',
  apply: 'ゴールドカードに切り替える',
  support: 'よくあるご質問',
} as const;

export const memberInfoMessages = {
  title: '会員情報',
  lead: 'ご登録の内容です。変わったときは、それぞれの「変更する」からお手続きください。',
  nameHeading: 'お名前',
  name: 'お名前',
  kana: 'フリガナ',
  nameNote: 'お名前の変更は、ご本人確認書類が必要なためお電話で承ります。',
  addressHeading: 'ご住所・電話番号',
  address: 'ご住所',
  addressKana: 'ご住所（フリガナ）',
  tel: '自宅電話番号',
  mobile: '携帯電話番号',
  notRegistered: '未登録',
  jobHeading: 'ご職業・年収',
  job: 'ご職業',
  income: 'ご本人の年収',
  incomeValue: (income: string) => `${groupedDigits(Number(income))}万円`,
  mailHeading: 'メールアドレス',
  mail: 'メールアドレス',
  residenceHeading: '国籍・在留資格',
  residence: '国籍・在留資格',
  listsHeading: 'メールの配信設定',
  lists: '受け取るメール',
  noLists: 'お手続きに必要なご連絡のみ',
  bankHeading: 'お支払い口座',
  bank: '口座振替の口座',
  change: '変更する',
  changeLabel: (what: string) => `${what}を変更する`,
} as const;
