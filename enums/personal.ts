/** Personal attributes of an applicant (SPEC 3.2). */

export const Sex = { Man: '1', Woman: '2' } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
export const SEX_LABELS: Readonly<Record<Sex, string>> = { '1': '男性', '2': '女性' };

/** Length of residence at the current address, in years (the option values are the lower bounds). */
export const LengthOfResidence = {
  UnderOne: '0',
  OneOrMore: '1',
  ThreeOrMore: '3',
  FiveOrMore: '5',
  TenOrMore: '10',
  FifteenOrMore: '15',
} as const;
export type LengthOfResidence = (typeof LengthOfResidence)[keyof typeof LengthOfResidence];
export const LENGTH_OF_RESIDENCE_LABELS: Readonly<Record<LengthOfResidence, string>> = {
  '0': '1年未満',
  '1': '1年以上',
  '3': '3年以上',
  '5': '5年以上',
  '10': '10年以上',
  '15': '15年以上',
};

/**
 * Housing types 01 to 12 and 99, company types 01 to 12 and 99, and the two industry lists: the SPEC gives the code
 * ranges but not the meanings, so only the code sets are typed; labels come from the card-system master.
 */
export const HOUSING_TYPE_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '99'] as const;
export type HousingTypeCode = (typeof HOUSING_TYPE_CODES)[number];
export const COMPANY_TYPE_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '99'] as const;
export type CompanyTypeCode = (typeof COMPANY_TYPE_CODES)[number];
export const INDUSTRY_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15'] as const;
export type IndustryCode = (typeof INDUSTRY_CODES)[number];
/** The second industry list uses six-digit codes. */
export type IndustryDetailCode = string;

/**
 * Labels for the housing, company-type and industry codes. The SPEC gives the code sets only; these labels are the
 * application form's working wording until the card-system master is delivered, and only the labels may change then.
 * Housing 03 is the spouse-owned house of SPEC 5.6.
 */
export const HousingType = { OwnedNoLoan: '01', OwnedWithLoan: '02', SpouseOwned: '03', FamilyOwned: '04' } as const;
export const HOUSING_TYPE_LABELS: Readonly<Record<HousingTypeCode, string>> = {
  '01': '持家（本人名義・住宅ローンなし）',
  '02': '持家（本人名義・住宅ローンあり）',
  '03': '持家（配偶者名義）',
  '04': '持家（家族名義）',
  '05': '賃貸マンション',
  '06': '賃貸アパート',
  '07': '賃貸一戸建て',
  '08': '公営住宅',
  '09': '社宅・官舎',
  '10': '寮',
  '11': '下宿・間借り',
  '12': '親族の家',
  '99': 'その他',
};
export const COMPANY_TYPE_LABELS: Readonly<Record<CompanyTypeCode, string>> = {
  '01': '上場企業',
  '02': '非上場企業（従業員300人以上）',
  '03': '非上場企業（従業員300人未満）',
  '04': '外資系企業',
  '05': '官公庁',
  '06': '公益法人・団体',
  '07': '医療法人',
  '08': '学校法人',
  '09': '特殊法人',
  '10': 'NPO法人',
  '11': '個人事業（従業員あり）',
  '12': '個人事業（従業員なし）',
  '99': 'その他',
};
export const INDUSTRY_LABELS: Readonly<Record<IndustryCode, string>> = {
  '01': '農業・林業・漁業',
  '02': '鉱業・建設業',
  '03': '製造業',
  '04': '電気・ガス・水道業',
  '05': '情報通信業',
  '06': '運輸業・郵便業',
  '07': '卸売業・小売業',
  '08': '金融業・保険業',
  '09': '不動産業',
  '10': '宿泊業・飲食サービス業',
  '11': '医療・福祉',
  '12': '教育・学習支援業',
  '13': 'サービス業',
  '14': '公務',
  '15': 'その他',
};
