import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldError } from '../http/apiResponse';
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
}

export type StepCheck = (input: StepCheckInput) => Promise<readonly FieldError[]>;

/** The SMS step's answer names the number it verified; only a verification on record for this applicant counts. */
const smsAuthentication: StepCheck = async ({ trx, memberId, answers }) => {
  const number = answers['smsAuthMobNum'];
  if (typeof number === 'string' && (await isMobileVerifiedFor(trx, memberId, number))) return [];
  return [{ field: 'smsAuthMobNum', message: applyMessages.smsNotVerified }];
};

export const stepChecks: Readonly<Partial<Record<string, StepCheck>>> = {
  smsAuthentication,
  residenceFrontUpload: ({ trx, memberId, answers }) =>
    ownPhotoErrors(trx, memberId, answers, { imageType: 'face', fileField: 'residenceCardFilenameFace', originalField: 'residenceCardFilenameFaceOriginal' }),
  residenceBackUpload: ({ trx, memberId, answers }) =>
    ownPhotoErrors(trx, memberId, answers, { imageType: 'back', fileField: 'residenceCardFilenameBack', originalField: 'residenceCardFilenameBackOriginal' }),
};
