import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteThread } from '../db/pgliteDialect';

/**
 * Issue 56 item 4, the embedded database: a backup is the database folder as a gzipped tarball that PGlite makes
 * between two statements (server/db/pgliteWorker.ts), so it holds every transaction committed before it and none
 * half: what a restart after a crash at that moment would find. Written beside the others under a name that sorts by
 * time, first as `.partial` and renamed, so a reader never takes a copy still being written.
 */
const backupName = /^card-web-(\d{8}T\d{6}Z)\.tar\.gz$/;

const stamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export async function writeBackup(thread: PgliteThread, folder: string, at: Date): Promise<string> {
  await mkdir(folder, { recursive: true });
  const bytes = await thread.dump();
  const path = join(folder, `card-web-${stamp(at)}.tar.gz`);
  await writeFile(`${path}.partial`, bytes);
  await rename(`${path}.partial`, path);
  return path;
}

/** The newest finished backup in the folder and when it was written, or null. */
export async function latestBackup(folder: string): Promise<{ readonly path: string; readonly writtenAt: Date } | null> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const newest = names
    .filter((name) => backupName.test(name))
    .sort()
    .at(-1);
  if (!newest) return null;
  const path = join(folder, newest);
  return { path, writtenAt: (await stat(path)).mtime };
}

/** Makes `dataDir` (which must not exist) the database a backup holds; the server must not be running on it. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const database = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await database.close();
}
