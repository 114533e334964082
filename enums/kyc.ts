/** Identity verification and partner routes (SPEC 3.1 kycStatus and kycType, SPEC 4 KYC mapping and partner route). */

export const KycStatus = { None: 'none', Kyc: 'kyc', EKyc: 'eKYC' } as const;
export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];
export const KYC_STATUS_LABELS: Readonly<Record<KycStatus, string>> = {
  none: '本人確認なし',
  kyc: '本人確認済み（銀行口座）',
  eKYC: '本人確認済み（eKYC）',
};

/** The partner's KYC method. */
export const PartnerKycType = { Bank: 'BANK', Ekyc: 'EKYC', Physical: 'PHYSICAL' } as const;
export type PartnerKycType = (typeof PartnerKycType)[keyof typeof PartnerKycType];
export const PARTNER_KYC_TYPE_LABELS: Readonly<Record<PartnerKycType, string>> = {
  BANK: '銀行口座',
  EKYC: 'eKYC',
  PHYSICAL: '本人確認書類の郵送',
};

/** KYC state as reported to analytics (SPEC 3.1). */
export const ANALYTICS_KYC_STATES = ['none', 'kyc', 'eKYC', 'eKYC_all_passed', 'eKYC_passed', 'KYC_all_passed', 'KYC_passed'] as const;
export type AnalyticsKycState = (typeof ANALYTICS_KYC_STATES)[number];

/** Partner-carrier campaign routes. */
export const PartnerRoute = { SB: 'SB', YM: 'YM' } as const;
export type PartnerRoute = (typeof PartnerRoute)[keyof typeof PartnerRoute];
export const PARTNER_ROUTE_LABELS: Readonly<Record<PartnerRoute, string>> = { SB: 'SB（提携キャリア）', YM: 'YM（提携キャリア）' };

/** Partner mobile carriers (SPEC 3.2). */
export const Carrier = { First: '1', Second: '2' } as const;
export type Carrier = (typeof Carrier)[keyof typeof Carrier];
export const CARRIER_LABELS: Readonly<Record<Carrier, string>> = { '1': '提携キャリア1', '2': '提携キャリア2' };
