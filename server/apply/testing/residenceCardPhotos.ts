import sharp from 'sharp';
import type { Applicant } from './applicant';

/**
 * Server tests that save the residence-card photo steps upload real photos first (the step check accepts only the
 * applicant's own uploads) and save the names the server gave. Answers of other steps pass through unchanged.
 */
const UPLOAD = '/external/v1/file/ppcdcore/uploadResidenceCard';

const SIDES = {
  residenceFrontUpload: { imageType: 'face', fileField: 'residenceCardFilenameFace', originalField: 'residenceCardFilenameFaceOriginal' },
  residenceBackUpload: { imageType: 'back', fileField: 'residenceCardFilenameBack', originalField: 'residenceCardFilenameBackOriginal' },
} as const;

export async function cardPhoto(format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 86, height: 54, channels: 3, background: '#d8e4f0' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export async function uploadCardPhoto(
  applicant: Applicant,
  imageType: 'face' | 'back',
  fileName: string,
): Promise<{ residenceCardFilename: string; residenceCardFilenameOriginal: string }> {
  const bytes = await cardPhoto(fileName.endsWith('.png') ? 'png' : 'jpeg');
  const response = await applicant.post(UPLOAD, {
    base64Image: bytes.toString('base64'),
    fileExtension: fileName.slice(fileName.lastIndexOf('.') + 1),
    fileName,
    imageType,
    uploadType: 'apply',
  });
  if (response.statusCode !== 200) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

export async function withUploadedPhotos(
  applicant: Applicant,
  step: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  if (step !== 'residenceFrontUpload' && step !== 'residenceBackUpload') return answers;
  const side = SIDES[step];
  const original = answers[side.originalField];
  const uploaded = await uploadCardPhoto(applicant, side.imageType, typeof original === 'string' ? original : `${side.imageType}.jpg`);
  return { ...answers, [side.fileField]: uploaded.residenceCardFilename, [side.originalField]: uploaded.residenceCardFilenameOriginal };
}
