import { requestInquiry } from '../creditBureau/inquiries';
import { sql } from 'kysely';
import { MembershipStatus } from '../../enums/member';
import { familyCardLimit, isGoldApplication } from '../../flows/applyRules';
import { flatten } from '../../flows/engine';
import { readWholeNumber } from '../../validators/integers';
import { inquiryNumberFormat } from '../../validators/normalisers';
import { defineFlowParts, type FlowEffect, type FlowInputBuilder, type ServerCheck } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { residenceBackPhotoOwn, residenceFrontPhotoOwn } from '../uploads/residenceCardOwnership';
import { inquiryNumberTaken, setMembershipStatus } from './applicationRepository';
import { applyInputOf } from './applyInput';
import { applyMessages } from './applyMessages';
import { isMobileVerifiedFor } from './applySms';
import { cardColourOffered, cardDesignOffered } from './cardDesignChecks';
import { storedLandingOf } from './entryInput';
import { newInquiryNumber } from './inquiryNumber';
import { identityMismatches, partnerIdentityMatches, refuseIdentityConflicts, verifiedPartner } from './partnerIdentity';
import { partnerKycStatus, partnerPrefill, sharedPartnerUser } from './partnerUser';

/** The application's server parts (flow `apply`): its input builder, its steps' server checks, its submit. */

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The application's landing (SPEC 3.1, 6: campaign code, ad data, shop id) and the feature flags its guards read. */
const applyLanding: FlowInputBuilder = {
  landing: storedLandingOf,
  build: async ({ landing, flags }) =>
    applyInputOf({ campaignCode: text(landing['campaignCode']), adData: text(landing['adData']), shopId: text(landing['shopId']) }, flags),
  // SPEC 7.2 partner user info: once the applicant agreed at the first step, the payment app's record fills the steps.
  prefill: async ({ db, ownerId, answers }) => {
    const partner = await sharedPartnerUser(db, ownerId, answers);
    return partner ? partnerPrefill(partner) : {};
  },
};

/** The SMS step's answer names the number it verified; only a verification on record for this applicant counts. */
const applyMobileVerified: ServerCheck = {
  after: async ({ trx, ownerId, given }) => {
    const number = given['smsAuthMobNum'];
    if (typeof number === 'string' && (await isMobileVerifiedFor(trx, ownerId, number))) return [];
    return [{ field: 'smsAuthMobNum', message: applyMessages.smsNotVerified }];
  },
};

/** SPEC 5.6 and 8.2: more family cards than the card allows is refused with 4008 (10 max) or 4009 (gold, 3 max). */
const familyCardsWithinLimit: ServerCheck = {
  before: ({ given, saved, input }) => {
    const count = readWholeNumber(given['familyCardCount']);
    if (count === undefined) return;
    const facts = { ...flatten(saved), campaignCode: input['campaignCode'] ?? null };
    if (count <= familyCardLimit(facts)) return;
    throw isGoldApplication(facts)
      ? new DomainError('goldFamilyCardLimit', `${count} gold family cards`)
      : new DomainError('familyCardLimit', `${count} family cards`);
  },
};

/**
 * The submitted application (SPEC 3.1, 5.4): a row in `applications` with a fresh 16-digit inquiry number and the
 * result, membership status 10 (applied), and the receipt by mail (issue 30). The consent time is the consent call's, else the draft's first save:
 * the apply machine starts at the consent step, whose schema requires the agreement, so no draft exists before it.
 */
const applicationSubmitted: FlowEffect = async ({
  trx,
  ownerId,
  resultState,
  answers,
  path,
  landing,
  schemaDigest,
  startedAt,
  consentedAt,
  secretHashes,
  messages,
}) => {
  if (resultState !== 'complete' && resultState !== 'underReview') throw new DomainError('internalError', `apply ended in ${resultState}`);
  // The payment app's verification may have changed since the steps were saved: the submit compares again.
  const verified = await verifiedPartner(trx, ownerId, answers);
  if (verified && identityMismatches(verified, flatten(answers, ['attribute', 'gender'])).length > 0)
    throw new DomainError('identificationError', 'application differs from the verified identity');
  if (verified) await refuseIdentityConflicts(trx, ownerId, verified, text(answers['smsAuthentication']?.['smsAuthMobNum']));
  let inquiryNumber = newInquiryNumber();
  while (await inquiryNumberTaken(trx, inquiryNumber)) inquiryNumber = newInquiryNumber();
  await trx
    .insertInto('applications')
    .values({
      member_id: ownerId,
      schema_version: schemaDigest,
      status: 'submitted',
      current_step: resultState,
      visited_steps: JSON.stringify(path),
      answers: JSON.stringify(answers),
      campaign_code: text(landing['campaignCode']),
      ad_data: text(landing['adData']),
      shop_id: text(landing['shopId']),
      kyc_status: partnerKycStatus(verified),
      consented_at: consentedAt ?? startedAt,
      inquiry_number: inquiryNumber,
      result: resultState,
      submitted_at: sql<Date>`now()`,
      pin_hash: secretHashes['pinNumber'] ?? null,
    })
    .execute();
  await setMembershipStatus(trx, ownerId, MembershipStatus.Applied);
  // Issue 61: the credit bureau is asked under the consent just recorded, by the worker once this commits; filed here
  // so that no application reaches the examiner without its inquiry, whatever the bureau is doing now.
  await requestInquiry(trx, {
    kind: 'application',
    caseId: inquiryNumber,
    memberId: ownerId,
    purpose: 'application',
    consentedAt: answers['acceptPermission']?.['agreeTerms'] === true ? (consentedAt ?? startedAt) : null,
  });
  // The receipt with the inquiry number (grouped as the result page shows it), to the address the application gives (its contact step requires one).
  const mailAddress = text(answers['contact']?.['mailAddress']);
  if (mailAddress) {
    const name = [text(answers['attribute']?.['lastNameKanji']), text(answers['attribute']?.['firstNameKanji'])].filter(Boolean).join(' ');
    await messages.mail(trx, {
      kind: 'applicationReceived',
      to: mailAddress,
      memberId: ownerId,
      params: { name, inquiryNumber: inquiryNumberFormat(inquiryNumber) },
    });
  }
  return { inquiryNumber };
};

export const applyFlowParts = defineFlowParts({
  apply: {
    input: applyLanding,
    checks: {
      attribute: partnerIdentityMatches,
      gender: partnerIdentityMatches,
      smsAuthentication: applyMobileVerified,
      designColor: cardColourOffered,
      design: cardDesignOffered,
      residenceFrontUpload: residenceFrontPhotoOwn,
      residenceBackUpload: residenceBackPhotoOwn,
      familyCardSelect: familyCardsWithinLimit,
    },
    effect: applicationSubmitted,
  },
});
