/**
 * The issuer's staff and what they decide (issue 31). The roles are the console's (SPEC names the people: examiners
 * examine, fulfilment posts cards, product staff run campaigns); the reasons are the codes a decision is filed
 * under, so reports count them rather than read free text. The reason tables follow what Japanese issuers give as
 * 審査結果の理由区分 internally; they are ours, not SPEC's, and never shown to the applicant (an issuer does not tell a
 * declined applicant why: 割賦販売法 and the credit bureaus' rules leave that to the 信用情報機関 disclosure).
 */
export const StaffRole = {
  Examiner: 'examiner',
  Supervisor: 'supervisor',
  Fulfilment: 'fulfilment',
  ProductStaff: 'productStaff',
  Auditor: 'auditor',
} as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  examiner: '審査担当',
  supervisor: '審査責任者',
  fulfilment: '発送担当',
  productStaff: '商品企画',
  auditor: '監査',
};
export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && Object.hasOwn(STAFF_ROLE_LABELS, value);

export const ExaminationDecision = { Approved: 'approved', Declined: 'declined' } as const;
export type ExaminationDecision = (typeof ExaminationDecision)[keyof typeof ExaminationDecision];
export const EXAMINATION_DECISION_LABELS: Readonly<Record<ExaminationDecision, string>> = { approved: '承認', declined: '否決' };

export const APPROVAL_REASON_LABELS: Readonly<Record<string, string>> = {
  A01: '審査基準を満たしている',
  A02: '本人確認書類を確認済み',
  A03: '他社借入を含めて返済能力を確認済み',
};
export const DECLINE_REASON_LABELS: Readonly<Record<string, string>> = {
  D01: '総合的な判断',
  D02: '本人確認書類の不備・不鮮明',
  D03: '申込内容と確認書類の相違',
  D04: '返済能力の基準に満たない（割賦販売法の支払可能見込額）',
  D05: '信用情報機関の照会結果',
  D09: 'その他（メモに記載）',
};
/** What a decision may be filed under, per decision: a kind of case may have its own table. */
export interface ReasonTable {
  readonly approved: Readonly<Record<string, string>>;
  readonly declined: Readonly<Record<string, string>>;
}
export const EXAMINATION_REASONS: ReasonTable = { approved: APPROVAL_REASON_LABELS, declined: DECLINE_REASON_LABELS };

/**
 * A residence report's review (SPEC 4): verified, or one of the three review results the member top then shows
 * (enums/residence.ts RESIDENCE_REVIEW_LABELS; the code's last digit is the review digit).
 */
export const RESIDENCE_REVIEW_REASONS: ReasonTable = {
  approved: { R00: '在留カードと届出内容を確認済み' },
  declined: { R01: '画像が不鮮明', R02: '届出内容が在留カードと異なる', R03: '届出書類に不備がある' },
};

/** A bank-agency request is answered (how) or declined (why), not approved. */
export const BANK_AGENCY_REASONS: ReasonTable = {
  approved: { B01: 'お電話で回答した', B02: 'メールで回答した' },
  declined: { B51: '提携銀行へのお問い合わせをご案内した', B52: '連絡がつかなかった', B59: 'その他（メモに記載）' },
};

/**
 * An approval granting a limit above this (万円) needs a supervisor's second approval, as does a raise to above it
 * (issue 31 item 1: "above 100万円"; the same line above which a raise is examined by a person, enums/creditLimit.ts).
 */
export const FOUR_EYES_LINE_MAN_YEN = 100;
