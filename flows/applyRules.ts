import type { FeatureFlagName } from '../enums/featureFlags';
import { CardType } from '../enums/card';
import { DEFAULT_NICKNAMES, defaultNickname } from '../enums/cardDesigns';
import { FAMILY_CARD_MAX, FamilyStructure, GOLD_FAMILY_CARD_MAX, HouseholdNum } from '../enums/family';
import { JAPAN } from '../enums/country';
import { LicenseHoyuType } from '../enums/license';
import { Partner } from '../enums/partner';
import { partnerOfShop } from './partnerShop';
import { AddressListedOnCardBack } from '../enums/residence';
import { isResidenceStatus, residenceExpiryRequired } from '../enums/residenceStatus';
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

/**
 * SPEC 5.6: a foreign national whose status of residence has an end (every status but diplomat, official, highly
 * skilled professional 2, permanent resident and special permanent resident) reports the card's expiry and photos.
 */
export function needsResidenceExpiry(facts: Facts): boolean {
  const status = facts['residenceStatus'];
  return !isJapanese(facts) && isResidenceStatus(status) && residenceExpiryRequired(status);
}

/** SPEC 5.6: the back of the card is photographed only when the address is written there. */
export const isAddressListedOnCardBack = (facts: Facts): boolean => facts['addressListedOnCardBack'] === AddressListedOnCardBack.Yes;

/** SPEC 5.6: an applicant who gave residence-card photos (a staff member checks them before the card is issued). */
export const hasResidenceCardPhotos = (facts: Facts): boolean =>
  needsResidenceExpiry(facts) && typeof facts['residenceCardFilenameFace'] === 'string';

/** SPEC 5.6: employed types, and "other" with a positive income, give their workplace. */
export function needsWorkplace(facts: Facts): boolean {
  const jobCode = facts['jobCode'];
  if ((EMPLOYED_JOB_CODES as readonly unknown[]).includes(jobCode)) return true;
  return jobCode === JobCode.Other && (readWholeNumber(facts['income']) ?? 0) > 0;
}

/**
 * Complete or under review (the result page): staff review the application before the card is issued when the
 * applicant has no income of their own (a homemaker, or anyone who declared 0), or sent residence-card photos (a
 * person checks the photos against the entered data, as an issuer must for a foreign resident); everyone else
 * completes at once. A homemaker counts as no income whatever the income field holds: the machine must not depend on
 * the clean-up having set it to 0 first (SPEC 5.4).
 */
export function needsReview(facts: Facts): boolean {
  return isHomemaker(facts) || (readWholeNumber(facts['income']) ?? 0) === 0 || hasResidenceCardPhotos(facts);
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

/**
 * The feature flags the apply guards read (config/featureFlags.json, given to the machine as input). A flag that is
 * missing, or could not be looked up, is off (SPEC 6).
 */
export type Flags = Readonly<Record<string, boolean>>;
const flagOn = (flags: Flags, name: FeatureFlagName): boolean => flags[name] === true;

/** SPEC 4: a campaign code starting with S marks the SB partner, one starting with Y the YM partner (codes are upper case). */
export function partnerOfCampaign(campaignCode: unknown): Partner | undefined {
  if (typeof campaignCode !== 'string') return undefined;
  if (campaignCode.startsWith('S')) return Partner.SB;
  if (campaignCode.startsWith('Y')) return Partner.YM;
  return undefined;
}

/** The partner route the landing chose: the campaign code's partner, else the partner shop's. */
export const partnerOf = (facts: Facts): Partner | undefined => partnerOfCampaign(facts['campaignCode']) ?? partnerOfShop(facts['shopId']);
export const isPartnerRoute = (facts: Facts): boolean => partnerOf(facts) !== undefined;
export const isSbRoute = (facts: Facts): boolean => partnerOf(facts) === Partner.SB;

/**
 * SPEC 4: the applicant links their partner ID under a partner campaign code, or when the `sbIdLinkage` flag is on
 * and the session flags say so. Our session flag is the landing itself: the shop id kept in session storage at
 * landing names a partner shop. The rollback flag inverts `sbIdLinkage` (switching the flag-driven linkage off
 * without a release); the campaign codes are not affected.
 */
export function needsPartnerIdLinkage(facts: Facts, flags: Flags): boolean {
  if (partnerOfCampaign(facts['campaignCode']) !== undefined) return true;
  return partnerIdLinkageOn(flags) && partnerOfShop(facts['shopId']) !== undefined;
}

/**
 * The flag-driven partner ID linkage is offered while `sbIdLinkage` is on, inverted by `sbIdLinkageRollback`: the
 * application's linkage at a partner shop, and the member's own linkage from the card settings (issue 35).
 */
export const partnerIdLinkageOn = (flags: Flags): boolean => flagOn(flags, 'sbIdLinkage') !== flagOn(flags, 'sbIdLinkageRollback');

export const isYmRoute = (facts: Facts): boolean => partnerOf(facts) === Partner.YM;

/**
 * SPEC 6 "new YM plan" (our decision, the SPEC naming the gate only): the YM partner's new plan lets its customers pay
 * the mobile fee with the card, so while `newYmPlan` is on the YM route is asked the contract number and the fee
 * choice as the SB route is. The point auto-exchange stays SB's: its points are SB's.
 */
export const offersYmPlan = (facts: Facts, flags: Flags): boolean => isYmRoute(facts) && flagOn(flags, 'newYmPlan');

/** The partner's contract mobile number is asked on the SB route, and on the YM route under its new plan. */
export const asksCarrierContract = (facts: Facts, flags: Flags): boolean => isSbRoute(facts) || offersYmPlan(facts, flags);

/** Paying the partner's communication fee with the card: SB's option while its flag is on, and the new YM plan's. */
export const offersCommunicationFee = (facts: Facts, flags: Flags): boolean =>
  (isSbRoute(facts) && flagOn(flags, 'sbCommunicationFee')) || offersYmPlan(facts, flags);

/**
 * SPEC 6 "reduced entry items" (our decision): with `reducedEntryItems` on the application leaves out the two steps
 * whose answers are optional or have a safe default, the card's name (the card is issued under its default name,
 * server/memberSettings/issueCard.ts) and the automatic post-installment (not enrolled: nothing is taken up unasked).
 */
export const asksOptionalSteps = (flags: Flags): boolean => !flagOn(flags, 'reducedEntryItems');

/**
 * The SMS step is answered only for the mobile number it verified: a number changed afterwards on the phone step
 * needs the SMS step again. (The server checks the verification itself is on record.)
 */
export const isMobileVerified = (facts: Facts): boolean =>
  typeof facts['smsAuthMobNum'] === 'string' && facts['smsAuthMobNum'] === facts['mobNumFull'];
