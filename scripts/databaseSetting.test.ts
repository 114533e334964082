import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The operators' commands open the database the server opens, so they read DATABASE_URL as its settings check does,
 * from DATABASE_URL_FILE too (server/plugins/external/secretFiles.ts): a command that missed the file would work on
 * the embedded database in DATA_DIR while the service runs on PostgreSQL.
 */
const folder = mkdtempSync(join(tmpdir(), 'card-commands-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const urlFile = join(folder, 'database-url');
writeFileSync(urlFile, 'postgres://cardweb:k3Yq@127.0.0.1:9/cardweb\n', { mode: 0o600 });

/** A command as `npm run` starts it, with only the settings given: its exit status and what it wrote to stderr. */
const run = (script: string, environment: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}`], {
    env: { PATH: process.env['PATH'] ?? '', ...environment },
  }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

describe('the operator commands, with DATABASE_URL in a file', () => {
  it('npm run reset leaves the embedded database alone, as it does with DATABASE_URL', async () => {
    const dataDir = join(folder, 'reset-data');
    mkdirSync(dataDir);
    const answer = await run('reset.ts', { DATA_DIR: dataDir, DATABASE_URL_FILE: urlFile });
    expect(answer).toEqual({ code: 1, stderr: expect.stringContaining('DATABASE_URL is set') });
    expect(existsSync(dataDir)).toBe(true);
  });

  it('npm run backup sends PostgreSQL to pgBackRest', async () => {
    const answer = await run('backup.ts', {
      DATA_DIR: join(folder, 'backup-data'),
      BACKUP_DIR: join(folder, 'backups'),
      DATABASE_URL_FILE: urlFile,
    });
    expect(answer).toEqual({ code: 1, stderr: expect.stringContaining('PostgreSQL is backed up by pgBackRest') });
    expect(existsSync(join(folder, 'backups'))).toBe(false);
  });

  it('npm run staff refuses a file it cannot read, naming the setting, and opens no embedded database instead', async () => {
    const dataDir = join(folder, 'staff-data');
    const answer = await run('staff.ts', { DATA_DIR: dataDir, DATABASE_URL_FILE: join(folder, 'missing') });
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('cannot read DATABASE_URL_FILE');
    expect(existsSync(dataDir)).toBe(false);
  });
});
