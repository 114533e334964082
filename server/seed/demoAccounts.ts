/**
 * The demo people of the embedded service (DESIGN.md, Data). One password for all, printed at start; the
 * built-in identity provider exists only outside production.
 */
export const demoPassword = 'demo1234';

export type DemoCard = {
  readonly brand: 'visa' | 'master' | 'jcb';
  readonly gold: boolean;
  readonly familyCard?: boolean;
  readonly closedMonthsAgo?: number;
  /** SPEC 4 card status: sales stopped for loss (3) or theft (4); normal (0) when not given. */
  readonly status?: '3' | '4';
  /** SPEC 4 usage restriction (00 none when not given). */
  readonly usageRestriction?: '01' | '02' | '03' | '05';
  /** A card sent but not yet activated (the top's activation notice). */
  readonly notActivated?: boolean;
  /** SPEC 3.2 payment method; account transfer ('1') when not given, null when none is registered. */
  readonly paymentMethod?: '0' | '1' | '4' | null;
  /** The payment app's あと払い is charged to this card (server/memberSettings/paylater.ts; one card of a person at most). */
  readonly autoPaylater?: boolean;
  /** Issued this month: no statement yet. */
  readonly issuedThisMonth?: boolean;
  /** SPEC 4 payments: 40, the newest fixed month paid early; 50, last month's due date passed unpaid. */
  readonly latestPayment?: '40' | '50';
  /** Family members holding a family card of this card (SPEC 3.1 family fields): the spouse, then children. */
  readonly familyMembers?: number;
  /** Years of statements with many lines: the paging of SPEC 9 on real volumes (issue 14). */
  readonly history?: { readonly months: number; readonly lines: number };
};

/** The SPEC 3.1 top-screen notices kept about a member. */
export interface DemoNotices {
  readonly contactWarning?: boolean;
  readonly familyCreditPending?: boolean;
  /** SPEC 4 residence-document status, 00 unregistered when not given. */
  readonly residenceDocumentStatus?: string;
  /** SPEC 3.1 addressMismatchFlg: the home address changed since the residence card on record. */
  readonly addressMismatch?: boolean;
}

/** The payment app's record of the person (SPEC 3.1 partner user info), shared with the application once agreed. */
export interface DemoPartnerRecord {
  readonly status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
  readonly kycType: 'BANK' | 'EKYC' | 'PHYSICAL' | null;
  readonly lastNameKana: string;
  readonly firstNameKana: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  readonly zipCode: string;
  readonly state: string;
  readonly city: string;
  readonly street1: string;
  readonly street2: string | null;
}

/**
 * The demo person `verified`'s record in the payment app: kana in hiragana and the address in the app's own four
 * lines, as the app keeps them (the application shows them as it asks). The Imperial Palace's postal code stands for
 * an address nobody lives at.
 */
const verifiedPartner: DemoPartnerRecord = {
  status: 'COMPLETED',
  kycType: 'BANK',
  lastNameKana: 'こばやし',
  firstNameKana: 'なおき',
  dateOfBirth: '1988-07-12',
  zipCode: '100-0001',
  state: '東京都',
  city: '千代田区',
  street1: '千代田1-1',
  street2: 'パレスハイツ201',
};

export interface DemoAccount {
  readonly loginId: string;
  readonly description: string;
  readonly role: 'applicant' | 'member' | 'former_member';
  readonly registrationConfirmed: boolean;
  readonly membershipStatus: string;
  readonly lastNameKanji: string;
  readonly firstNameKanji: string;
  readonly lastNameKana: string;
  readonly firstNameKana: string;
  /** The family name in capitals, as family cards print it (needed when a card has family members). */
  readonly lastNameAlpha?: string;
  readonly cards: readonly DemoCard[];
  readonly notices?: DemoNotices;
  /** Messages beyond the usual three, for the message list's paging. */
  readonly extraMessages?: number;
  /** No message at all (the message list's empty state). */
  readonly noMessages?: boolean;
  /** The payment app's record of this person, when the app shares one. */
  readonly partner?: DemoPartnerRecord;
  /** The member's age on the seed day, when the service knows the birthday (SPEC 6: under 18 is a minor). */
  readonly age?: number;
  /** A card member whose home address is not registered (SPEC 6: refused the services sent by post). */
  readonly noAddress?: boolean;
  /** A student's residence card (Vietnam) on record, expiring this many days after the seed day (negative: expired). */
  readonly residenceCardExpiresInDays?: number;
  /** Linked to their partner (SB) ID this many days ago (SPEC 2.6 sbidlinkage), with their registered mobile number. */
  readonly partnerIdLinkedDaysAgo?: number;
}

/**
 * The people a person trying the service logs in as (printed at start, README "Demo accounts"): each with the story
 * that makes them worth logging in as.
 */
export const demoPeople: readonly DemoAccount[] = [
  {
    loginId: 'applicant',
    description: 'カード申込前のアプリ利用者',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '青木',
    firstNameKanji: '葵',
    lastNameKana: 'アオキ',
    firstNameKana: 'アオイ',
    cards: [],
  },
  {
    loginId: 'verified',
    description: 'アプリで本人確認済み（銀行口座）のアプリ利用者：申込画面にアプリの登録情報が入ります',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '小林',
    firstNameKanji: '直樹',
    lastNameKana: 'コバヤシ',
    firstNameKana: 'ナオキ',
    cards: [],
    partner: verifiedPartner,
  },
  {
    loginId: 'regular',
    description: '一般カード会員（Visa）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '中村',
    firstNameKanji: '大輔',
    lastNameKana: 'ナカムラ',
    firstNameKana: 'ダイスケ',
    cards: [{ brand: 'visa', gold: false, autoPaylater: true }],
  },
  {
    loginId: 'gold',
    description: 'ゴールドカード会員（JCB）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '佐藤',
    firstNameKanji: '花子',
    lastNameKana: 'サトウ',
    firstNameKana: 'ハナコ',
    cards: [{ brand: 'jcb', gold: true, latestPayment: '40', paymentMethod: '4' }],
    partnerIdLinkedDaysAgo: 40,
  },
  {
    loginId: 'multiple',
    description: '複数カード会員（Visa・Mastercard・ゴールド）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '鈴木',
    firstNameKanji: '一郎',
    lastNameKana: 'スズキ',
    firstNameKana: 'イチロウ',
    cards: [
      { brand: 'visa', gold: false },
      { brand: 'master', gold: false, autoPaylater: true },
      { brand: 'visa', gold: true, notActivated: true, paymentMethod: null },
    ],
  },
  {
    loginId: 'family',
    description: '家族カード会員',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '高橋',
    firstNameKanji: '美咲',
    lastNameKana: 'タカハシ',
    firstNameKana: 'ミサキ',
    cards: [{ brand: 'master', gold: false, familyCard: true }],
    notices: { familyCreditPending: true },
  },
  {
    loginId: 'unconfirmed',
    description: '初回登録が済んでいない会員',
    role: 'member',
    registrationConfirmed: false,
    membershipStatus: '40',
    lastNameKanji: '田中',
    firstNameKanji: '健',
    lastNameKana: 'タナカ',
    firstNameKana: 'ケン',
    cards: [{ brand: 'visa', gold: false }],
  },
  {
    loginId: 'former',
    description: '退会済みの元会員（旧カード2枚）',
    role: 'former_member',
    registrationConfirmed: true,
    membershipStatus: '99',
    lastNameKanji: '伊藤',
    firstNameKanji: '誠',
    lastNameKana: 'イトウ',
    firstNameKana: 'マコト',
    cards: [
      { brand: 'visa', gold: false, closedMonthsAgo: 3 },
      { brand: 'jcb', gold: false, closedMonthsAgo: 14 },
    ],
  },
  {
    loginId: 'heavy',
    description: 'よく使う一般カード会員（3年分・1万件の明細、お知らせ多数）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '山本',
    firstNameKanji: '涼子',
    lastNameKana: 'ヤマモト',
    firstNameKana: 'リョウコ',
    cards: [{ brand: 'master', gold: false, history: { months: 36, lines: 10_000 }, autoPaylater: true }],
    extraMessages: 40,
  },
  {
    loginId: 'restricted',
    description: '利用制限中の会員（在留カード期限切れ・お支払い遅れ・連絡先確認）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '林',
    firstNameKanji: '明美',
    lastNameKana: 'ハヤシ',
    firstNameKana: 'アケミ',
    cards: [{ brand: 'visa', gold: false, usageRestriction: '01', latestPayment: '50' }],
    notices: { contactWarning: true, residenceDocumentStatus: '90' },
  },
  {
    loginId: 'newcard',
    description: 'カードが届いたばかりの会員（明細・お知らせなし、カード有効化前）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '森',
    firstNameKanji: '優斗',
    lastNameKana: 'モリ',
    firstNameKana: 'ユウト',
    cards: [{ brand: 'jcb', gold: false, notActivated: true, issuedThisMonth: true, paymentMethod: null }],
    noMessages: true,
  },
  {
    loginId: 'minor',
    description: '未成年の会員（17歳・親権者あり）：キャッシングや枠の増額、カードの追加などはご利用いただけません',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '岡田',
    firstNameKanji: '陽菜',
    lastNameKana: 'オカダ',
    firstNameKana: 'ヒナ',
    cards: [{ brand: 'visa', gold: false }],
    age: 17,
  },
  {
    loginId: 'noaddress',
    description: '住所が登録されていない会員：カードの再発行など郵送のお手続きはご利用いただけません',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '石井',
    firstNameKanji: '翔太',
    lastNameKana: 'イシイ',
    firstNameKana: 'ショウタ',
    cards: [{ brand: 'master', gold: false }],
    noAddress: true,
  },
];

/**
 * Applicants the automated tests start from, one per browser journey so no journey sees another's draft, and
 * members no demo story needs but a journey copies (a full set of cards). Seeded only when the server runs for tests (`NODE_ENV=test`, tests/helpers/buildTestApp.ts), never for a person trying it.
 */
export const testPeople: readonly DemoAccount[] = [
  {
    loginId: 'applicant2',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '小林',
    firstNameKanji: '陽菜',
    lastNameKana: 'コバヤシ',
    firstNameKana: 'ヒナ',
    cards: [],
  },
  {
    loginId: 'applicant3',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '加藤',
    firstNameKanji: '翔太',
    lastNameKana: 'カトウ',
    firstNameKana: 'ショウタ',
    cards: [],
  },
  {
    loginId: 'applicant4',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '吉田',
    firstNameKanji: '美穂',
    lastNameKana: 'ヨシダ',
    firstNameKana: 'ミホ',
    cards: [],
  },
  {
    loginId: 'applicant5',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '山本',
    firstNameKanji: '浩二',
    lastNameKana: 'ヤマモト',
    firstNameKana: 'コウジ',
    cards: [],
  },
  {
    loginId: 'applicant6',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '松本',
    firstNameKanji: '彩',
    lastNameKana: 'マツモト',
    firstNameKana: 'アヤ',
    cards: [],
  },
  {
    loginId: 'applicant7',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '井上',
    firstNameKanji: '大輝',
    lastNameKana: 'イノウエ',
    firstNameKana: 'ダイキ',
    cards: [],
  },
  {
    loginId: 'applicant8',
    description: 'カード申込前のアプリ利用者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '木村',
    firstNameKanji: '真由美',
    lastNameKana: 'キムラ',
    firstNameKana: 'マユミ',
    cards: [],
  },
  {
    loginId: 'applicant20',
    description: 'カード申込前のアプリ利用者（ゴールドカード申込の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '清水',
    firstNameKanji: '智子',
    lastNameKana: 'シミズ',
    firstNameKana: 'トモコ',
    cards: [],
  },
  {
    loginId: 'applicant21',
    description: 'カード申込前のアプリ利用者（家族カード申込の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '森',
    firstNameKanji: '拓也',
    lastNameKana: 'モリ',
    firstNameKana: 'タクヤ',
    cards: [],
  },
  {
    loginId: 'applicant10',
    description: '外国籍のアプリ利用者・永住者（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: 'ＫＩＭ',
    firstNameKanji: 'ＭＩＮＪＩ',
    lastNameKana: 'キム',
    firstNameKana: 'ミンジ',
    cards: [],
  },
  {
    loginId: 'applicant11',
    description: '外国籍のアプリ利用者・在留カード提出あり（申込画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: 'ＳＭＩＴＨ',
    firstNameKanji: 'ＪＯＨＮ',
    lastNameKana: 'スミス',
    firstNameKana: 'ジョン',
    cards: [],
  },
  {
    loginId: 'applicant30',
    description: 'パートナー携帯会社経由の申込者（パートナー経路の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '斎藤',
    firstNameKanji: '結衣',
    lastNameKana: 'サイトウ',
    firstNameKana: 'ユイ',
    cards: [],
  },
  {
    loginId: 'applicant40',
    description: 'カード申込前のアプリ利用者（お支払い口座登録の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '林',
    firstNameKanji: '誠',
    lastNameKana: 'ハヤシ',
    firstNameKana: 'マコト',
    cards: [],
  },
  {
    loginId: 'applicant41',
    description: 'カード申込前のアプリ利用者（お支払い口座登録の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '森',
    firstNameKanji: '千尋',
    lastNameKana: 'モリ',
    firstNameKana: 'チヒロ',
    cards: [],
  },
  {
    loginId: 'applicant42',
    description: 'カード申込前のアプリ利用者（お支払い口座登録の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '池田',
    firstNameKanji: '聡',
    lastNameKana: 'イケダ',
    firstNameKana: 'サトシ',
    cards: [],
  },
  {
    loginId: 'applicant50',
    description: 'カード申込前のアプリ利用者（フローの共通画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '山田',
    firstNameKanji: '結衣',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'ユイ',
    cards: [],
  },
  {
    loginId: 'applicant51',
    description: 'カード申込前のアプリ利用者（フローの共通画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '松本',
    firstNameKanji: '蓮',
    lastNameKana: 'マツモト',
    firstNameKana: 'レン',
    cards: [],
  },
  {
    loginId: 'applicant52',
    description: 'カード申込前のアプリ利用者（フローの共通画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '井上',
    firstNameKanji: '咲',
    lastNameKana: 'イノウエ',
    firstNameKana: 'サキ',
    cards: [],
  },
  {
    loginId: 'applicant53',
    description: 'カード申込前のアプリ利用者（フローの共通画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '木村',
    firstNameKanji: '湊',
    lastNameKana: 'キムラ',
    firstNameKana: 'ミナト',
    cards: [],
  },
  {
    loginId: 'applicant54',
    description: 'カード申込前のアプリ利用者（申込の暗証番号画面の自動テスト用）',
    role: 'applicant',
    registrationConfirmed: true,
    membershipStatus: '01',
    lastNameKanji: '林',
    firstNameKanji: '美月',
    lastNameKana: 'ハヤシ',
    firstNameKana: 'ミツキ',
    cards: [],
  },
  {
    loginId: 'fullset',
    description: 'カードを上限の4枚（一般3枚・ゴールド1枚）お持ちの会員（カードの追加を断る画面の自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '池田',
    firstNameKanji: '千尋',
    lastNameKana: 'イケダ',
    firstNameKana: 'チヒロ',
    cards: [
      { brand: 'visa', gold: false },
      { brand: 'master', gold: false },
      { brand: 'jcb', gold: false },
      { brand: 'visa', gold: true },
    ],
  },
  {
    loginId: 'regularWithFamily',
    description: '家族カード2枚つきの一般カード会員（家族カードごとのゴールドカードへの切り替えの自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '石川',
    firstNameKanji: '大翔',
    lastNameKana: 'イシカワ',
    firstNameKana: 'ヒロト',
    lastNameAlpha: 'ISHIKAWA',
    cards: [{ brand: 'master', gold: false, familyMembers: 2 }],
  },
  {
    loginId: 'regularWithFourFamily',
    description: '家族カード4枚つきの一般カード会員（ゴールドカードの家族カードの上限を超える切り替えの自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '石川',
    firstNameKanji: '大翔',
    lastNameKana: 'イシカワ',
    firstNameKana: 'ヒロト',
    lastNameAlpha: 'ISHIKAWA',
    cards: [{ brand: 'master', gold: false, familyMembers: 4 }],
  },
  {
    loginId: 'verifiedCardHolder',
    description: '本人確認済みの「verified」と同じ人がもう一つのアプリのアカウントで持つカード（二重申込を断る画面の自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '小林',
    firstNameKanji: '直樹',
    lastNameKana: 'コバヤシ',
    firstNameKana: 'ナオキ',
    cards: [{ brand: 'visa', gold: false }],
    partner: verifiedPartner,
  },
  {
    loginId: 'stoppedCard',
    description: '紛失でカードの利用を止めた会員（利用停止中のカードを断る画面の自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '坂本',
    firstNameKanji: '由美',
    lastNameKana: 'サカモト',
    firstNameKana: 'ユミ',
    cards: [{ brand: 'visa', gold: false, status: '3' }],
  },
  {
    loginId: 'expiredResidence',
    description: '在留カードの期限が切れた外国籍の会員（在留資格の更新を求める画面の自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '王',
    firstNameKanji: '小明',
    lastNameKana: 'ワン',
    firstNameKana: 'シャオミン',
    cards: [{ brand: 'master', gold: false }],
    notices: { residenceDocumentStatus: '40' },
  },
  {
    loginId: 'movedResident',
    description: '在留カードの届出の後に住所を変更した外国籍の会員（住所の不一致の画面の自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '阮',
    firstNameKanji: '文安',
    lastNameKana: 'グエン',
    firstNameKana: 'ヴァンアン',
    cards: [{ brand: 'visa', gold: false }],
    residenceCardExpiresInDays: 500,
    notices: { residenceDocumentStatus: '12', addressMismatch: true },
  },
  {
    loginId: 'lapsedResidence',
    description: '在留カードの満了日から62日を過ぎた外国籍の会員（在留カードの情報の削除の自動テスト用）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '陳',
    firstNameKanji: '美玲',
    lastNameKana: 'チン',
    firstNameKana: 'メイリン',
    cards: [{ brand: 'master', gold: false }],
    residenceCardExpiresInDays: -70,
    notices: { residenceDocumentStatus: '40' },
  },
];
