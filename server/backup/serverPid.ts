import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where a server on the embedded database says which process it is, beside the database folder (not in it: the
 * folder is what a backup copies): `npm run backup` signals that process, `npm run restore` refuses while it lives.
 */
export const serverPidFile = (dataDir: string): string => `${resolve(dataDir)}.pid`;

export function writeServerPid(dataDir: string): void {
  writeFileSync(serverPidFile(dataDir), `${process.pid}\n`);
}

export function removeServerPid(dataDir: string): void {
  rmSync(serverPidFile(dataDir), { force: true });
}

/** The running server's process id, or null when none is (no file, or its process gone). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(serverPidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
