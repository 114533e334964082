import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded photos are kept (DESIGN.md: a folder by default, object storage when configured). Names are
 * chosen by the server, never by the uploader.
 */
export interface FileStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
}

const safeName = /^[0-9a-f-]{36}\.(png|jpg)$/;

export function folderStorage(folder: string): FileStorage {
  const pathOf = (name: string): string => {
    if (!safeName.test(name)) throw new Error(`refusing a storage name the server did not make: ${name}`);
    return join(folder, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(pathOf(name), bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
