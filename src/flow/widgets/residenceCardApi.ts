import { ApiError } from '../../api/apiAnswer';
import { photoMessages, type PhotoMessageCode } from '../../../validators/residenceCardPhoto';

/** The residence-card photo calls (SPEC 3.1, 7.2), credentialed through the app's API client. */

export interface UploadedPhoto {
  readonly residenceCardFilename: string;
  readonly residenceCardFilenameOriginal: string;
}

export type UploadOutcome = { readonly ok: true; readonly photo: UploadedPhoto } | { readonly ok: false; readonly code: PhotoMessageCode };

const UPLOAD = '/external/v1/file/ppcdcore/uploadResidenceCard';
const isPhotoCode = (code: unknown): code is PhotoMessageCode => typeof code === 'string' && Object.hasOwn(photoMessages, code);

/** The SPEC 8.3 code the server gave a refusal, or the generic one of its kind. */
function refusalCode(error: unknown): PhotoMessageCode {
  if (!(error instanceof ApiError)) return 'BAD_REQUEST';
  const given: unknown = (error.resultInfo?.errors?.[0] as { readonly code?: unknown } | undefined)?.code;
  if (isPhotoCode(given)) return given;
  return error.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST';
}

/** The file's bytes as base64, without the data-URL prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function uploadResidenceCardPhoto(file: File, imageType: 'face' | 'back'): Promise<UploadOutcome> {
  try {
    const base64Image = await base64Of(file);
    const fileExtension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
    const { api } = await import('../../api/appClient');
    // SPEC 3.1 uploadType: a member's report of their card, or an application's (the server records what the caller is).
    const uploadType = window.location.pathname.startsWith('/member/') ? 'member' : 'apply';
    const photo = await api.post<UploadedPhoto>(UPLOAD, {
      json: { base64Image, fileExtension, fileName: file.name, imageType, uploadType },
    });
    return { ok: true, photo };
  } catch (error) {
    return { ok: false, code: refusalCode(error) };
  }
}

/** The accepted photo as the server keeps it (re-encoded, without EXIF), readable by its owner only. */
export async function residenceCardPhoto(fileName: string): Promise<Blob> {
  // Loaded on first use: the client binds to the page's window, which the widget's module graph must not need.
  const { api } = await import('../../api/appClient');
  return api.get<Blob>(`/external/v1/file/ppcdcore/residenceCard/${encodeURIComponent(fileName)}`, { binary: true });
}
