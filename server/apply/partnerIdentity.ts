import { KycStatus } from '../../enums/kyc';
import { digitsOnly, normaliseLongVowel, removeSpaces, toFullWidth, toKatakana } from '../../validators/normalisers';
import type { FieldError } from '../http/apiResponse';
import type { ServerCheck } from '../flows/hostContracts';
import { applyMessages } from './applyMessages';
import { partnerKycStatus, sharedPartnerUser, type PartnerUserInfo } from './partnerUser';

/**
 * An applicant whose identity the payment app has verified (SPEC 4: KYC completed, by bank or eKYC) applies under
 * that verification, so the name and birthday must be the verified ones: the application's steps say so at once
 * beside the field (the prefill starts from the verified values), and the submit refuses a difference that
 * appeared since (00000331, the KYC mismatch screen of SPEC 8.2). Without a completed KYC nothing is compared.
 */
const asKanji = (value: string): string => toFullWidth(removeSpaces(value));
const asKana = (value: string): string => normaliseLongVowel(toKatakana(removeSpaces(value)));

interface VerifiedField {
  readonly verified: (partner: PartnerUserInfo) => string | null;
  readonly same: (value: string) => string;
  /** The step's own title of the field, so the message names what the person sees. */
  readonly label: string;
}

const VERIFIED: Readonly<Record<string, VerifiedField>> = {
  lastNameKanji: { verified: (partner) => partner.lastName, same: asKanji, label: '姓（漢字）' },
  firstNameKanji: { verified: (partner) => partner.firstName, same: asKanji, label: '名（漢字）' },
  lastNameKana: { verified: (partner) => partner.lastNameKana, same: asKana, label: '姓（フリガナ）' },
  firstNameKana: { verified: (partner) => partner.firstNameKana, same: asKana, label: '名（フリガナ）' },
  birthDay: { verified: (partner) => partner.dateOfBirth, same: digitsOnly, label: '生年月日' },
};

/** The verified fields among `given` whose value is not the verified one. */
export function identityMismatches(partner: PartnerUserInfo, given: Readonly<Record<string, unknown>>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(VERIFIED)) {
    const value = given[field];
    const verified = rule.verified(partner);
    if (typeof value !== 'string' || verified === null) continue;
    if (rule.same(value) !== rule.same(verified)) errors.push({ field, message: applyMessages.kycMismatch(rule.label) });
  }
  return errors;
}

/** The partner's record when the applicant applies under a completed KYC, else null. */
export async function verifiedPartner(...args: Parameters<typeof sharedPartnerUser>): Promise<PartnerUserInfo | null> {
  const partner = await sharedPartnerUser(...args);
  return partner && partnerKycStatus(partner) !== KycStatus.None ? partner : null;
}

/** The name and birthday steps of the application: the verified values, field by field. */
const partnerIdentityMatches: ServerCheck = {
  after: async ({ trx, ownerId, given, answers }) => {
    const partner = await verifiedPartner(trx, ownerId, answers);
    return partner ? identityMismatches(partner, given) : [];
  },
};

export const partnerIdentityChecks: Readonly<Record<string, ServerCheck>> = { partnerIdentityMatches };
