/** Personal attributes of an applicant (SPEC 3.2). */

export const Sex = { Man: '1', Woman: '2' } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
export const SEX_LABELS: Readonly<Record<Sex, string>> = { '1': '男性', '2': '女性' };

/** Length of residence at the current address, in years (the option values are the lower bounds). */
export const LengthOfResidence = { UnderOne: '0', OneOrMore: '1', ThreeOrMore: '3', FiveOrMore: '5', TenOrMore: '10', FifteenOrMore: '15' } as const;
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
