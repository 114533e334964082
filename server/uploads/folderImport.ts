import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isServerMadeName, StoredFileExists, type FileStorage } from './fileStorage';

export interface FolderImport {
  /** Files now in the storage with the same bytes, and gone from the folder. */
  readonly moved: number;
  /** Files left where they were: a name the server never made, or bytes other than those stored under the name. */
  readonly left: readonly string[];
}

/** Puts the file, or reads what another instance moving the same folder stored first. */
async function putOrRead(storage: FileStorage, name: string, bytes: Buffer): Promise<Buffer | null> {
  try {
    await storage.put(name, bytes);
    return bytes;
  } catch (error) {
    if (error instanceof StoredFileExists) return storage.get(name);
    throw error;
  }
}

/**
 * Issue 34: photos stored before the storage was shared lie in the folder of the instance that received them
 * (`UPLOAD_DIR`, `$DATA_DIR/uploads` by default). At start each one moves into the shared storage: put under its
 * own name, compared, then deleted from the folder, so no copy of a person's residence card stays behind on one
 * machine. Idempotent: a file already stored with the same bytes (a start stopped between the put and the delete)
 * is only deleted, and a second run finds the folder empty. No folder, nothing to do.
 */
export async function moveFolderIntoStorage(folder: string, storage: FileStorage): Promise<FolderImport> {
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { moved: 0, left: [] };
    throw error;
  }
  let moved = 0;
  const left: string[] = [];
  for (const name of names.sort()) {
    if (!isServerMadeName(name)) {
      left.push(name);
      continue;
    }
    const path = join(folder, name);
    const bytes = await readFile(path);
    const stored = (await storage.get(name)) ?? (await putOrRead(storage, name, bytes));
    if (!stored?.equals(bytes)) {
      left.push(name);
      continue;
    }
    await rm(path, { force: true });
    moved += 1;
  }
  return { moved, left };
}
