import { CardType } from '../enums/card';
import { DEFAULT_NICKNAMES, defaultNickname } from '../enums/cardDesigns';
import { FAMILY_CARD_MAX, FamilyStructure, GOLD_FAMILY_CARD_MAX, HouseholdNum } from '../enums/family';
import { JAPAN } from '../enums/country';
import { LicenseHoyuType } from '../enums/license';
import { EMPLOYED_JOB_CODES, JobCode } from '../enums/occupation';
import { isGoldApplication as isGoldByRule } from '../validators/businessRules';
import { readWholeNumber } from '../validators/integers';

/**
 * The apply flow's business predicates (SPEC 4, 5.4, 5.6) over the applicant's answers flattened into one record
 * (field name → value). The machine's guards and the answer clean-up both ask these; nothing else re-derives them.
 */
export type Facts = Readonly<Record<string, unknown>>;

const MARRIED: readonly unknown[] = [FamilyStructure.MarriedWithChildren, FamilyStructure.MarriedWithoutChildren];

export const isJapanese = (facts: Facts): boolean => facts['nationality'] === JAPAN;
export const isHomemaker = (facts: Facts): boolean => facts['jobCode'] === JobCode.Homemaker;
export const isStudent = (facts: Facts): boolean => facts['jobCode'] === JobCode.Student;
export const isPensioner = (facts: Facts): boolean => facts['jobCode'] === JobCode.Pensioner;
export const isMarried = (facts: Facts): boolean => MARRIED.includes(facts['familyStructure']);
export const isOnePersonHousehold = (facts: Facts): boolean => facts['householdNum'] === HouseholdNum.One;
export const hasLicence = (facts: Facts): boolean => facts['licenseHoyuType'] === LicenseHoyuType.Has;

/** SPEC 5.6: employed types, and "other" with a positive income, give their workplace. */
export function needsWorkplace(facts: Facts): boolean {
  const jobCode = facts['jobCode'];
  if ((EMPLOYED_JOB_CODES as readonly unknown[]).includes(jobCode)) return true;
  return jobCode === JobCode.Other && (readWholeNumber(facts['income']) ?? 0) > 0;
}

/**
 * Complete or under review (the result page): an applicant with no income of their own (a homemaker, or anyone who
 * declared 0) is reviewed by staff before the card is issued; everyone else completes at once.
 */
export function needsReview(facts: Facts): boolean {
  return (readWholeNumber(facts['income']) ?? 0) === 0;
}

/**
 * SPEC 4: a gold application is one where gold was chosen (card type 1), or one that came in through a gold campaign
 * (a campaign code of any character followed by G: AG, 1G, SG; G alone is not one).
 */
export function isGoldApplication(facts: Facts): boolean {
  return isGoldByRule({ goldBrand: facts['cardType'] === CardType.Gold, campaignCode: facts['campaignCode'] });
}

/** The family cards asked for (0 when none was chosen yet). */
export function familyCardCount(facts: Facts): number {
  return readWholeNumber(facts['familyCardCount']) ?? 0;
}

/** SPEC 5.6 and 9: at most 10 family cards, 3 on a gold card. */
export function familyCardLimit(facts: Facts): number {
  return isGoldApplication(facts) ? GOLD_FAMILY_CARD_MAX : FAMILY_CARD_MAX;
}

/** The card's name as stored: the applicant's, or the default name of the chosen card when none (or a default) was given. */
export function cardNickname(facts: Facts): { nickname: string; isDefaultNickname: boolean } | undefined {
  const given = facts['nickname'];
  const isDefaultNickname = typeof given !== 'string' || given.trim() === '' || DEFAULT_NICKNAMES.includes(given);
  if (!isDefaultNickname) return { nickname: given, isDefaultNickname };
  const nickname = defaultNickname(facts['cardType'], facts['brandCode']);
  return nickname === undefined ? undefined : { nickname, isDefaultNickname };
}
