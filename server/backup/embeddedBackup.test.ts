import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/buildTestApp';
import { startServerProcess, type ServerProcess } from '../../tests/helpers/serverProcess';
import { createDatabase } from '../db/createDatabase';
import { startSession } from '../sessions/sessionStore';

/**
 * Issue 56 item 4, the embedded database's drill: saves acknowledged one after another by a running server,
 * `npm run backup` in the middle of them, more saves, the server stopped, `npm run restore` of that backup → the
 * database holds every save acknowledged before the backup was asked for and none begun after it was written.
 */
const run = promisify(execFile);
const repository = resolve(import.meta.dirname, '../..');
const onPglite = process.env['TEST_DATABASE'] !== 'postgres';

describe.runIf(onPglite)('the embedded database backed up while saves run, and restored', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess | undefined;
  let backups: string;
  let dataDir: string;
  let session: string;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    if (!('DATA_DIR' in database.environment)) throw new Error('the embedded database only');
    dataDir = database.environment.DATA_DIR;
    backups = mkdtempSync(join(tmpdir(), 'card-web-backups-'));
    const db = await createDatabase({ kind: 'pglite', dataDir });
    session = await startSession(db, 'member-regular');
    await db.destroy();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(backups, { recursive: true, force: true });
    rmSync(`${dataDir}.pid`, { force: true });
    for (const name of readdirSync(resolve(dataDir, '..')).filter((found) => found.startsWith(`${dataDir.split('/').at(-1)}.replaced-`)))
      rmSync(resolve(dataDir, '..', name), { recursive: true, force: true });
  });

  it('keeps every save acknowledged before the backup and none begun after it', { timeout: 240_000 }, async () => {
    const settings = { DATA_DIR: dataDir, BACKUP_DIR: backups };
    server = await startServerProcess({ ...settings, NODE_ENV: 'test', DEMO: '1', LOG_LEVEL: 'warn' });
    await server.ready(120_000);
    const cookie = `session=${session}`;
    const credential = await fetch(`${server.url}/api/bff/getCredentialV2`, { headers: { cookie } });
    const { ppcdCredential } = ((await credential.json()) as { data: { ppcdCredential: string } }).data;
    const save = async (n: number): Promise<boolean> => {
      const answer = await fetch(`${server?.url}/external/v1/flows/mailSetting/steps/mailAddress?ppcdSwitchServiceFlg=yes`, {
        method: 'POST',
        headers: { cookie, ppcdCredential, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ answers: { mailAddress: `backup-${n}@example.jp` } }),
      });
      return answer.status === 200;
    };

    let n = 0;
    let lastAckedBeforeAsked = 0;
    let lastBegunBeforeWritten = 0;
    let asked = false;
    let written = false;
    // The saves go on one after another while the backup is asked for and written.
    const backup = (async () => {
      while (n < 10) await new Promise((wait) => setTimeout(wait, 20));
      asked = true;
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
        cwd: repository,
        env: { ...process.env, ...settings },
      });
      written = true;
      return stdout;
    })();
    let afterWritten = 0;
    while (afterWritten < 10) {
      n += 1;
      const wasAsked = asked;
      if (!written) lastBegunBeforeWritten = n;
      const acknowledged = await save(n);
      expect(acknowledged).toBe(true);
      if (!wasAsked) lastAckedBeforeAsked = n;
      if (written) afterWritten += 1;
    }
    const reported = await backup;
    expect(reported).toMatch(/backed up \(by the running server, pid \d+\): .*card-web-\d{8}T\d{6}Z\.tar\.gz/);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const file = join(backups, readdirSync(backups).find((name) => name.endsWith('.tar.gz')) ?? '');
    const restored = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
      cwd: repository,
      env: { ...process.env, ...settings },
    });
    expect(restored.stdout).toContain('restored');

    const db = await createDatabase({ kind: 'pglite', dataDir });
    try {
      const kept = await sql<{ saves: number; latest: string }>`
        select (select count(*)::int from flow_transitions
                 where owner_id = 'member-regular' and flow_id = 'mailSetting' and from_step = 'mailAddress') as saves,
               (select answers->'mailAddress'->>'mailAddress' from flow_drafts
                 where owner_id = 'member-regular' and flow_id = 'mailSetting') as latest`.execute(db);
      const { saves, latest } = kept.rows[0] ?? { saves: 0, latest: '' };
      expect(saves).toBeGreaterThanOrEqual(lastAckedBeforeAsked);
      expect(saves).toBeLessThanOrEqual(lastBegunBeforeWritten);
      // The saves kept are the first ones, each whole: the draft holds the last of them.
      expect(latest).toBe(`backup-${saves}@example.jp`);
    } finally {
      await db.destroy();
    }
  });
});
