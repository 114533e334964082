import type { Db } from '../flows/draftRepository';
import type { FieldError } from '../http/apiResponse';
import type { ServerCheck } from '../flows/hostContracts';

/**
 * The steps that name an uploaded residence-card photo (the application's, the member's residence report) accept
 * only a photo this person uploaded, of that side of the card, under the name it was uploaded with. A file name is not a secret capability:
 * another member's photo, or the front offered as the back, is refused like a missing one.
 */
export const photoNotFound = {
  ja: 'アップロードした写真が見つかりません。もう一度写真を選択してください。',
  en: 'The uploaded photo could not be found. Please select the photo again.',
} as const;

export interface PhotoFields {
  readonly imageType: 'face' | 'back';
  readonly fileField: string;
  readonly originalField: string;
}

export async function ownPhotoErrors(
  trx: Db,
  memberId: string,
  answers: Readonly<Record<string, unknown>>,
  { imageType, fileField, originalField }: PhotoFields,
): Promise<readonly FieldError[]> {
  const fileName = answers[fileField];
  const original = answers[originalField];
  if (typeof fileName !== 'string') return [];
  const row = await trx
    .selectFrom('residence_card_uploads')
    .select('original_file_name')
    .where('file_name', '=', fileName)
    .where('member_id', '=', memberId)
    .where('image_type', '=', imageType)
    .executeTakeFirst();
  if (row && row.original_file_name === original) return [];
  return [{ field: fileField, message: `${photoNotFound.ja} ${photoNotFound.en}` }];
}

/** The server checks of the front and back photo steps (the application's, the member's residence report). */
export const residenceFrontPhotoOwn: ServerCheck = {
  after: ({ trx, ownerId, given }) =>
    ownPhotoErrors(trx, ownerId, given, {
      imageType: 'face',
      fileField: 'residenceCardFilenameFace',
      originalField: 'residenceCardFilenameFaceOriginal',
    }),
};

export const residenceBackPhotoOwn: ServerCheck = {
  after: ({ trx, ownerId, given }) =>
    ownPhotoErrors(trx, ownerId, given, {
      imageType: 'back',
      fileField: 'residenceCardFilenameBack',
      originalField: 'residenceCardFilenameBackOriginal',
    }),
};
