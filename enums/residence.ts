/**
 * Residence-card rules and codes (SPEC 3.2, 4, 5.6, 5.7, 9).
 */

/** SPEC 5.3 and 9: a card expired by more than 62 days can no longer be entered. */
export const RESIDENCE_EXPIRY_GRACE_DAYS = 62;

/**
 * SPEC 5.3 and 9 give two readings for the latest expiry: the form rule "at most 5 years 3 months ahead" and the
 * residence-info screen's text "within 5 years from application". Reading taken: 5 years 3 months, as the limit
 * the validator enforces; the screen keeps its "5 years" wording (messages.residenceOverMax). Why: the longest
 * period of stay is 5 years, and an extension may be applied for up to 3 months before the current card expires,
 * with the new period counted from the old expiry, so a genuine renewed card can show an expiry up to 5 years
 * 3 months after the day of application. A 5-year limit would refuse those cards. The conformance vectors
 * (residenceExpiry: 20320201 valid on 2026-11-22) agree.
 */
export const RESIDENCE_EXPIRY_MAX_MONTHS = 5 * 12 + 3;

/** Residence area (SPEC 3.2). */
export const ResidenceArea = { Japan: '1', Other: '2' } as const;
export type ResidenceArea = (typeof ResidenceArea)[keyof typeof ResidenceArea];
export const RESIDENCE_AREA_LABELS: Readonly<Record<ResidenceArea, string>> = { '1': '日本', '2': 'その他' };

/** Side of the residence card in an upload (SPEC 3.2). */
export const ImageSide = { Face: '0', Back: '1' } as const;
export type ImageSide = (typeof ImageSide)[keyof typeof ImageSide];
export const IMAGE_SIDE_LABELS: Readonly<Record<ImageSide, string>> = { '0': 'おもて面', '1': 'うら面' };

/** Whether the applicant's address is written on the back of the residence card (SPEC 3.1 addressListedOnCardBack). */
export const AddressListedOnCardBack = { Yes: '1', No: '0' } as const;
export type AddressListedOnCardBack = (typeof AddressListedOnCardBack)[keyof typeof AddressListedOnCardBack];
export const ADDRESS_LISTED_ON_CARD_BACK_LABELS: Readonly<Record<AddressListedOnCardBack, string>> = {
  '1': '記載がある Yes, it is written on the back',
  '0': '記載がない No',
};

/** Accepted residence-card image types (SPEC 3.2, 5.7, 9). */
export const ACCEPTED_IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FILE_NAME_MAX = 128;

/**
 * Residence-document status (SPEC 4): two digits, the first the validity, the second the review result; 00 means
 * unregistered.
 */
export const ResidenceValidity = {
  Unregistered: '0',
  Normal: '1',
  WithinMonthsOfExpiry: '2',
  WithinOneWeek: '3',
  Expired: '4',
  Cleansing: '9',
} as const;
export type ResidenceValidity = (typeof ResidenceValidity)[keyof typeof ResidenceValidity];
export const RESIDENCE_VALIDITY_LABELS: Readonly<Record<ResidenceValidity, string>> = {
  '0': '未登録',
  '1': '正常',
  '2': '有効期限の数か月前',
  '3': '有効期限の1週間前',
  '4': '有効期限切れ',
  '9': 'クレンジング対象',
};

export const ResidenceReview = { NoProblem: '0', ImageUnclear: '1', ContentDiffers: '2', DocumentDiscrepancy: '3' } as const;
export type ResidenceReview = (typeof ResidenceReview)[keyof typeof ResidenceReview];
export const RESIDENCE_REVIEW_LABELS: Readonly<Record<ResidenceReview, string>> = {
  '0': '問題なし',
  '1': '画像が不鮮明',
  '2': '届出内容が在留カードと異なる',
  '3': '届出書類に不備がある',
};

export type ResidenceDocumentStatus = `${ResidenceValidity}${ResidenceReview}`;

/** SPEC 4: the notice is a caution for normal, within-months, within-one-week and cleansing, an alert when expired. */
export function residenceNoticeLevel(status: ResidenceDocumentStatus): 'none' | 'caution' | 'alert' {
  const validity = status[0];
  if (validity === ResidenceValidity.Expired) return 'alert';
  if (validity === ResidenceValidity.Unregistered) return 'none';
  return 'caution';
}
