import type { FeatureFlagName } from '../../enums/featureFlags';
import { designOf, designsFor, isOffered, type DesignFlags } from '../../enums/cardDesigns';
import { CardType } from '../../enums/card';
import { CreditLimitRequestKind, CreditLimitRequestStatus } from '../../enums/creditLimit';
import { flatten } from '../../flows/engine';
import { familyCardLimit, isGoldApplication } from '../../flows/applyRules';
import { readWholeNumber } from '../../validators/integers';
import { applyMessages } from '../apply/applyMessages';
import { isMobileVerifiedFor } from '../apply/applySms';
import { bankMessages } from '../bank/bankMessages';
import { creditLimitMessages } from './flowMessages';
import { findBank, findBranch } from '../bank/zenginBanks';
import { DomainError } from '../http/DomainError';
import { ownPhotoErrors } from '../uploads/residenceCardOwnership';
import { addressChanged, mailAddressChanged } from './memberData';
import { cardPlanChecks } from '../cardPlans/cardPlanChecks';
import { cardSettingChecks } from '../memberSettings/cardSettings';
import { familyCardChecks } from '../memberSettings/familyCards';
import { goldUpgradeChecks } from '../memberSettings/goldUpgrade';
import { multipleCardChecks } from '../memberSettings/multipleCards';
import { cardLifecycleChecks } from '../memberSettings/cardLifecycle';
import { paymentAccountChecks } from '../memberSettings/paymentAccount';
import { mailingListChecks } from '../memberSettings/mailingLists';
import { partnerIdentityChecks } from '../apply/partnerIdentity';

import type { ServerCheck } from './hostContracts';

/** The SMS step's answer names the number it verified; only a verification on record for this applicant counts. */
const applyMobileVerified: ServerCheck = {
  after: async ({ trx, ownerId, given }) => {
    const number = given['smsAuthMobNum'];
    if (typeof number === 'string' && (await isMobileVerifiedFor(trx, ownerId, number))) return [];
    return [{ field: 'smsAuthMobNum', message: applyMessages.smsNotVerified }];
  },
};

const designFlags = (flagOn: (name: FeatureFlagName) => boolean): DesignFlags => ({
  colourDesign: flagOn('colourDesign'),
  mastercardVerticalRemoval: flagOn('mastercardVerticalRemoval'),
});

/** The faces the flags withdraw (colour faces, Mastercard's portrait faces) are refused here as in the browser. */
const cardDesignOffered: ServerCheck = {
  after: async ({ given, flagOn }) => {
    const design = designOf(given['faceCode']);
    if (design && !isOffered(design, designFlags(flagOn))) return [{ field: 'faceCode', message: applyMessages.designWithdrawn }];
    return [];
  },
};

/** A colour is offered while the brand has a face of it under the flags. */
const cardColourOffered: ServerCheck = {
  after: async ({ given, answers, flagOn }) => {
    const brandCode = flatten(answers)['brandCode'];
    return designsFor({ cardType: CardType.Regular, network: brandCode, colour: given['cardColor'] }, designFlags(flagOn)).length > 0
      ? []
      : [{ field: 'cardColor', message: applyMessages.colourWithdrawn }];
  },
};

const residenceFrontPhotoOwn: ServerCheck = {
  after: ({ trx, ownerId, given }) =>
    ownPhotoErrors(trx, ownerId, given, {
      imageType: 'face',
      fileField: 'residenceCardFilenameFace',
      originalField: 'residenceCardFilenameFaceOriginal',
    }),
};

const residenceBackPhotoOwn: ServerCheck = {
  after: ({ trx, ownerId, given }) =>
    ownPhotoErrors(trx, ownerId, given, {
      imageType: 'back',
      fileField: 'residenceCardFilenameBack',
      originalField: 'residenceCardFilenameBackOriginal',
    }),
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

/** The bank exists in the Zengin data. */
const zenginBank: ServerCheck = {
  after: async ({ given }) => {
    const bankCode = given['bankCode'];
    return typeof bankCode === 'string' && findBank(bankCode) ? [] : [{ field: 'bankCode', message: bankMessages.bankUnknown }];
  },
};

/** The branch is one of the chosen bank's in the Zengin data. */
const zenginBranch: ServerCheck = {
  after: async ({ given, answers }) => {
    const bankCode = answers['bankList']?.['bankCode'];
    const branchCode = given['branchCode'];
    if (typeof bankCode === 'string' && typeof branchCode === 'string' && findBranch(bankCode, branchCode)) return [];
    return [{ field: 'branchCode', message: bankMessages.branchUnknown }];
  },
};

/**
 * A raise is refused while an earlier raise of the card is still examined (automatic examination or a person's):
 * as a Japanese issuer does, one request is examined at a time; the member asks again once the answer has come.
 */
const noRaiseUnderExamination: ServerCheck = {
  after: async ({ trx, ownerId, subjectId }) => {
    const pending = await trx
      .selectFrom('credit_limit_requests')
      .select('id')
      .where('member_id', '=', ownerId)
      .where('card_id', '=', subjectId)
      .where('kind', '=', CreditLimitRequestKind.Raise)
      .where('status', 'in', [CreditLimitRequestStatus.Examination, CreditLimitRequestStatus.UnderReview])
      .executeTakeFirst();
    return pending ? [{ field: 'raisePurpose', message: creditLimitMessages.raiseUnderExamination }] : [];
  },
};

export const serverChecks: Readonly<Record<string, ServerCheck>> = {
  applyMobileVerified,
  cardDesignOffered,
  cardColourOffered,
  residenceFrontPhotoOwn,
  residenceBackPhotoOwn,
  familyCardsWithinLimit,
  zenginBank,
  zenginBranch,
  noRaiseUnderExamination,
  mailAddressChanged,
  addressChanged,
  ...partnerIdentityChecks,
  ...cardPlanChecks,
  ...cardSettingChecks,
  ...cardLifecycleChecks,
  ...familyCardChecks,
  ...goldUpgradeChecks,
  ...multipleCardChecks,
  ...paymentAccountChecks,
  ...mailingListChecks,
};
