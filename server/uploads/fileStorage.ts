/**
 * Where uploaded photos are kept (issue 34): the database by default (`databaseStorage.ts`), S3-compatible object
 * storage when `UPLOAD_S3_URL` says so (`s3Storage.ts`). Either way every instance and the staff console read the
 * same files. Names are chosen by the server, never by the uploader.
 */
export interface FileStorage {
  /** Stores a new file; a name already stored is refused with `StoredFileExists`, never overwritten. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when no file has that name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file for good (issue 57: a photo past its retention); a name not stored is no error, so it repeats safely. */
  delete(name: string): Promise<void>;
}

/** A put under a name already stored: a photo, once checked and kept, is never replaced by other bytes. */
export class StoredFileExists extends Error {
  constructor(name: string) {
    super(`a stored file already has the name ${name}`);
    this.name = 'StoredFileExists';
  }
}

// A ZIP is a disclosure export (issue 57 item 3, server/disclosure/), never an upload: uploads check their own type.
const serverMadeName = /^[0-9a-f-]{36}\.(png|jpg|zip)$/;

export const isServerMadeName = (name: string): boolean => serverMadeName.test(name);

/**
 * The name as given, once it is one the server makes (a UUID and the image's extension): a name from anywhere else
 * could reach another key or row than the one meant, so it is refused before any storage sees it.
 */
export function checkedName(name: string): string {
  if (!isServerMadeName(name)) throw new Error(`refusing a storage name the server did not make: ${name}`);
  return name;
}

/** The type a stored file is served and kept with, from the extension the server gave its name. */
export function contentTypeOf(name: string): 'image/png' | 'image/jpeg' | 'application/zip' {
  const checked = checkedName(name);
  if (checked.endsWith('.zip')) return 'application/zip';
  return checked.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
