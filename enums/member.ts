/** Membership, withdrawal and service availability (SPEC 3.2, 4, 6). */

export const MembershipStatus = {
  Applying: '01',
  Applied: '10',
  PhoneConfirmation: '11',
  Approval: '30',
  RegisteringCard: '31',
  RegistrationComplete: '32',
  VirtualCardMember: '40',
  PayLaterMember: '45',
  PhysicalCardIssued: '50',
  Rejection: '91',
  Cancel: '92',
  PayLaterTerminated: '98',
  Withdrawal: '99',
} as const;
export type MembershipStatus = (typeof MembershipStatus)[keyof typeof MembershipStatus];
export const MEMBERSHIP_STATUS_LABELS: Readonly<Record<MembershipStatus, string>> = {
  '01': '申込中',
  '10': '申込済み',
  '11': '電話確認',
  '30': '承認',
  '31': 'カード登録中',
  '32': '登録完了',
  '40': 'バーチャルカード会員',
  '45': 'あと払い会員',
  '50': 'カード発行済み',
  '91': '否決',
  '92': 'キャンセル',
  '98': 'あと払い解約',
  '99': '退会',
};

export const WithdrawalReason = {
  AnotherCompanysCard: '61',
  AnotherProviderCard: '62',
  AnnualFee: '63',
  NoMerit: '64',
  FearOfOverspending: '65',
  LostBeforeSuspension: '66',
  LostAfterSuspension: '67',
  Other: '68',
} as const;
export type WithdrawalReason = (typeof WithdrawalReason)[keyof typeof WithdrawalReason];
export const WITHDRAWAL_REASON_LABELS: Readonly<Record<WithdrawalReason, string>> = {
  '61': '他社のカードを利用するため',
  '62': '当社の別のカードを利用するため',
  '63': '年会費がかかるため',
  '64': 'メリットを感じないため',
  '65': '使いすぎが心配なため',
  '66': 'カードを紛失したため（利用停止前）',
  '67': 'カードを紛失したため（利用停止後）',
  '68': 'その他',
};

/**
 * Availability of a service to a member. 0 and 1 and 99 are given by SPEC 3.2; 2 (minor or guardian) and 3 (no
 * address) by SPEC 6. The SPEC also names specific unavailable reasons (sales, amount, payment, exam, once,
 * customer info) without their codes.
 */
export const Availability = { Available: '0', Unavailable: '1', Minor: '2', NoAddress: '3', Illegal: '99' } as const;
export type Availability = (typeof Availability)[keyof typeof Availability];
export const AVAILABILITY_LABELS: Readonly<Record<Availability, string>> = {
  '0': 'ご利用いただけます',
  '1': 'ご利用いただけません',
  '2': '未成年の方はご利用いただけません',
  '3': 'ご住所の登録がないためご利用いただけません',
  '99': '不正な操作です',
};

export const AvailabilityReason = { Normal: '0', Raise: '1', PreContract: '2', Income: '3', TwoMonths: '4' } as const;
export type AvailabilityReason = (typeof AvailabilityReason)[keyof typeof AvailabilityReason];
export const AVAILABILITY_REASON_LABELS: Readonly<Record<AvailabilityReason, string>> = {
  '0': '通常',
  '1': '増額',
  '2': '事前契約',
  '3': '収入',
  '4': '2か月',
};

export const GuidanceTopic = {
  GoldAnnualFee: 'goldAnnualFee',
  OtherFees: 'otherFees',
  AppPoints: 'appPoints',
  Budget: 'budget',
  UsageRestriction: 'usageRestriction',
  Suspension: 'suspension',
  Reissue: 'reissue',
} as const;
export type GuidanceTopic = (typeof GuidanceTopic)[keyof typeof GuidanceTopic];
export const GUIDANCE_TOPIC_LABELS: Readonly<Record<GuidanceTopic, string>> = {
  goldAnnualFee: 'ゴールドカードの年会費',
  otherFees: 'その他の手数料',
  appPoints: 'アプリのポイント',
  budget: 'ご利用予算',
  usageRestriction: 'ご利用制限',
  suspension: 'カードの利用停止',
  reissue: 'カードの再発行',
};
