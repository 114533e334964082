import type { Transaction } from 'kysely';
import { designOf, designsFor, isOffered, type DesignFlags } from '../../enums/cardDesigns';
import { CardType } from '../../enums/card';
import { flatten } from '../../flows/engine';
import { familyCardLimit, isGoldApplication } from '../../flows/applyRules';
import { readWholeNumber } from '../../validators/integers';
import type { Database } from '../db/schema';
import type { FieldError } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { ownPhotoErrors } from '../uploads/residenceCardOwnership';
import { applyMessages } from './applyMessages';
import { isMobileVerifiedFor } from './applySms';

/**
 * Checks of a step's answers that only the server can make, because they read stored facts rather than the answers
 * alone: that an uploaded photo belongs to the applicant, that a one-time code was verified. The step's JSON Schema
 * has already accepted the answers' shape; a check answers field errors (400/4000, nothing saved), or throws a
 * DomainError for a refusal of another kind. Steps without an entry need no such check.
 */
export interface StepCheckInput {
  readonly trx: Transaction<Database>;
  readonly memberId: string;
  /** The step's answers after normalisation. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Every answer saved so far, by step. */
  readonly saved: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** A feature flag of config/featureFlags.json (an unknown flag is off). */
  readonly flagOn: (name: string) => boolean;
}

export type StepCheck = (input: StepCheckInput) => Promise<readonly FieldError[]>;

/** The SMS step's answer names the number it verified; only a verification on record for this applicant counts. */
const smsAuthentication: StepCheck = async ({ trx, memberId, answers }) => {
  const number = answers['smsAuthMobNum'];
  if (typeof number === 'string' && (await isMobileVerifiedFor(trx, memberId, number))) return [];
  return [{ field: 'smsAuthMobNum', message: applyMessages.smsNotVerified }];
};

const designFlags = (flagOn: (name: string) => boolean): DesignFlags => ({ colourDesign: flagOn('colourDesign'), mastercardVerticalRemoval: flagOn('mastercardVerticalRemoval') });

/** The faces the flags withdraw (colour faces, Mastercard's portrait faces) are refused here as in the browser. */
const designOffered: StepCheck = async ({ answers, flagOn }) => {
  const flags = designFlags(flagOn);
  const design = designOf(answers['faceCode']);
  if (design && !isOffered(design, flags)) return [{ field: 'faceCode', message: applyMessages.designWithdrawn }];
  return [];
};

/** A colour is offered while the brand has a face of it under the flags. */
const colourOffered: StepCheck = async ({ answers, saved, flagOn }) => {
  const brandCode = flatten(saved)['brandCode'];
  const colour = answers['cardColor'];
  return designsFor({ cardType: CardType.Regular, network: brandCode, colour }, designFlags(flagOn)).length > 0 ? [] : [{ field: 'cardColor', message: applyMessages.colourWithdrawn }];
};

export const stepChecks: Readonly<Partial<Record<string, StepCheck>>> = {
  smsAuthentication,
  designColor: colourOffered,
  design: designOffered,
  residenceFrontUpload: ({ trx, memberId, answers }) =>
    ownPhotoErrors(trx, memberId, answers, { imageType: 'face', fileField: 'residenceCardFilenameFace', originalField: 'residenceCardFilenameFaceOriginal' }),
  residenceBackUpload: ({ trx, memberId, answers }) =>
    ownPhotoErrors(trx, memberId, answers, { imageType: 'back', fileField: 'residenceCardFilenameBack', originalField: 'residenceCardFilenameBackOriginal' }),
};

export interface StepRefusalInput {
  /** The step's answers as sent (before normalisation and validation). */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Every answer saved so far, by step. */
  readonly saved: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly campaignCode: string | null;
}

/**
 * Refusals of a request with a result code of their own, made before the step's answers are validated (the
 * validation would otherwise answer 4000 first): throws the DomainError. Steps without an entry have none.
 */
export type StepRefusal = (input: StepRefusalInput) => void;

/** SPEC 5.6 and 8.2: more family cards than the card allows is refused with 4008 (10 max) or 4009 (gold, 3 max). */
const familyCardsWithinLimit: StepRefusal = ({ answers, saved, campaignCode }) => {
  const count = readWholeNumber(answers['familyCardCount']);
  if (count === undefined) return;
  const facts = { ...flatten(saved), campaignCode };
  if (count <= familyCardLimit(facts)) return;
  throw isGoldApplication(facts) ? new DomainError('goldFamilyCardLimit', `${count} gold family cards`) : new DomainError('familyCardLimit', `${count} family cards`);
};

export const stepRefusals: Readonly<Partial<Record<string, StepRefusal>>> = {
  familyCardSelect: familyCardsWithinLimit,
};
