import { ACCEPTED_IMAGE_EXTENSIONS, UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_BYTES } from '../enums/residence';

/** SPEC 8.3: the residence-card photo message codes; the screens that use them are bilingual (SPEC 1). */
export const photoMessages = {
  EMPTY_FILE: { ja: 'ファイルが空です。別の写真を選択してください。', en: 'The file is empty. Please select another photo.' },
  SIZE_TOO_LARGE: {
    ja: 'ファイルサイズが10MBを超えています。10MB以下の写真を選択してください。',
    en: 'The file is larger than 10 MB. Please select a photo of 10 MB or less.',
  },
  NOT_SUPPORTED_FILE: { ja: 'png、jpg、jpeg形式の写真を選択してください。', en: 'Please select a photo in png, jpg or jpeg format.' },
  HAS_PROHIBITED_CHAR: {
    ja: 'ファイル名に使用できない文字が含まれています。ファイル名を変更してから選択してください。',
    en: 'The file name contains characters that cannot be used. Please rename the file and select it again.',
  },
  TOO_LONG_NAME: {
    ja: 'ファイル名は拡張子を含めて128文字以内にしてください。',
    en: 'The file name must be 128 characters or less, including the extension.',
  },
  BAD_REQUEST: {
    ja: '写真を送信できませんでした。時間をおいて、もう一度お試しください。',
    en: 'The photo could not be sent. Please try again later.',
  },
  VIRUS_CHECK_NG: {
    ja: '写真を確認できませんでした。選択した写真をご確認ください。',
    en: 'The photo could not be verified. Please check the selected photo.',
  },
  INVALID_FILE_FORMAT: {
    ja: '写真の形式が正しくありません。選択した写真をご確認ください。',
    en: 'The photo format is not valid. Please check the selected photo.',
  },
  SERVER_ERROR: {
    ja: 'システムエラーが発生しました。時間をおいて、もう一度お試しください。',
    en: 'A system error occurred. Please try again later.',
  },
} as const;

export type PhotoMessageCode = keyof typeof photoMessages;

/**
 * Characters a file name may not hold: the reserved characters and control codes of Windows file names
 * (Microsoft, "Naming Files, Paths, and Namespaces"), which phones and PCs would refuse to save or that break
 * paths, and their full-width look-alikes are allowed because they are ordinary Japanese text.
 */
const prohibitedFileNameCharacters = /[\\/:*?"<>|\u0000-\u001f\u007f]/u;

export interface PhotoFile {
  readonly name: string;
  readonly size: number;
}

/** The checks the phone can make before sending (SPEC 5.7); the server repeats them and checks the bytes. */
export function photoFileProblem(file: PhotoFile): PhotoMessageCode | null {
  if (file.size === 0) return 'EMPTY_FILE';
  if (file.size > UPLOAD_MAX_BYTES) return 'SIZE_TOO_LARGE';
  if ([...file.name].length > UPLOAD_FILE_NAME_MAX) return 'TOO_LONG_NAME';
  if (prohibitedFileNameCharacters.test(file.name)) return 'HAS_PROHIBITED_CHAR';
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'NOT_SUPPORTED_FILE';
  return null;
}
