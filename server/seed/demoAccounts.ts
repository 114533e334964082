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
  readonly cards: readonly DemoCard[];
}

export const demoAccounts: readonly DemoAccount[] = [
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
    loginId: 'regular',
    description: '通常カード会員（Visa）',
    role: 'member',
    registrationConfirmed: true,
    membershipStatus: '50',
    lastNameKanji: '中村',
    firstNameKanji: '大輔',
    lastNameKana: 'ナカムラ',
    firstNameKana: 'ダイスケ',
    cards: [{ brand: 'visa', gold: false }],
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
    cards: [{ brand: 'jcb', gold: true }],
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
      { brand: 'master', gold: false },
      { brand: 'visa', gold: true },
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
];
