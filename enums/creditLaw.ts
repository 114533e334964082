/**
 * The figures the credit laws fix, as data (issue 61 items 2 and 3): the computations in server/creditLaw/ read them
 * from here, so a change of the ordinance is a change of this file only. Every figure names where it comes from.
 */

/**
 * 生活維持費 (living costs) a household needs in a year, in yen: 割賦販売法施行規則 別表第三 (the table under the
 * ordinance's article on 生活維持費, which 割賦販売法 第30条の2第2項 tells the 包括支払可能見込額 to leave untouched). By
 * the number of people living on the income (4 stands for four or more) and whether the household pays for its home
 * (rent or a mortgage): the table's two columns.
 */
export const LIVING_COSTS_YEN: Readonly<Record<'paysForHome' | 'noHousingCost', Readonly<Record<1 | 2 | 3 | 4, number>>>> = {
  paysForHome: { 1: 1_160_000, 2: 1_690_000, 3: 2_090_000, 4: 2_400_000 },
  noHousingCost: { 1: 900_000, 2: 1_250_000, 3: 1_610_000, 4: 1_980_000 },
};

/**
 * Whether a home of each housing code (enums/personal.ts HOUSING_TYPE_LABELS) is paid for (rent or a mortgage): only a
 * home owned outright by the applicant is taken as costing nothing. A spouse's, a family's or a relative's home, a
 * company flat or a dormitory may still cost rent or carry a loan the application does not tell, so it counts as paid
 * for: the larger living costs, the smaller cap, which is always within the Act.
 */
export const HOUSING_PAID_FOR: Readonly<Record<string, boolean>> = {
  '01': false,
  '02': true,
  '03': true,
  '04': true,
  '05': true,
  '06': true,
  '07': true,
  '08': true,
  '09': true,
  '10': true,
  '11': true,
  '12': true,
  '99': true,
};

/**
 * 割賦販売法 第30条の2の2: no card (nor a raise) whose limit exceeds the 包括支払可能見込額 times the rate the ordinance
 * sets, 10分の9 (割賦販売法施行規則, the article under 第30条の2の2).
 */
export const ABILITY_CAP_RATE = { numerator: 9, denominator: 10 } as const;

/**
 * The small limits the Act lets an issuer grant without the full computation (割賦販売法 第30条の2第1項ただし書 and the
 * ordinance's case of a 極度額 of 30万円 or less): used here only where the computation cannot be made (an application
 * without the income, household or housing answers, as those filed before these steps); the bureau's answer is still
 * required. Where the answers are there, the cap is computed and applies to small limits too: refusing more than the
 * Act requires is always within it.
 */
export const SMALL_LIMIT_EXCEPTION_MAN_YEN = 30;

/**
 * 貸金業法 第13条の2第2項 (総量規制): a money lender may not lend where the borrower's loans from all money lenders
 * (its own included) would exceed one third of the annual income (個人顧客合算額 > 基準額 = 年収の3分の1).
 */
export const LENDING_CAP_SHARE = { numerator: 1, denominator: 3 } as const;

/**
 * 貸金業法 第13条第3項: above these a lender must have a document of the income (資力を明らかにする事項を記載した書面):
 * its own loans over 50万円, or its own and the other lenders' over 100万円.
 */
export const INCOME_DOCUMENT_LINES_YEN = { ownLimit: 500_000, allLenders: 1_000_000 } as const;
