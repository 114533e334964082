/**
 * Crash test (issue 13, "keep it closed"): the real server on the embedded database is killed with SIGKILL while
 * saves are in flight, restarted on the same data folder, and every save it had acknowledged must still be there.
 * Each save is a step save (POST /external/v1/apply/entry) with its own Idempotency-Key; an acknowledged save's key
 * is stored with its answer in the same database before the answer leaves (server/plugins/app/idempotency.ts), so
 * a key missing after the restart is a lost acknowledged save. Run: npx tsx bench/crash.bench.ts → table on stdout,
 * JSON in bench/results/crash.json. `BENCH_ROUNDS` (default 5) kills; `BENCH_CONNECTIONS` (default 4) concurrent
 * savers. Reported, never asserted (the exit code says only whether the bench itself could run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { employeeAnswers } from '../flows/apply';
import { buildApp } from '../server/app';
import { createDatabase } from '../server/db/createDatabase';
import { seedDemoData } from '../server/seed/seedDemoData';
import { tokyoToday } from '../server/seed/tokyoToday';
import { startSession } from '../server/sessions/sessionStore';
import { benchNumber, resultsDir } from './benchSettings';

const rounds = benchNumber('BENCH_ROUNDS', 5, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 4, 2);
const childFlag = 'CRASH_BENCH_DATA_DIR';

/** The server side of one round: the app on the given folder, a fresh applicant session, its address on stdout. */
async function serve(dataDir: string): Promise<void> {
  const app = await buildApp({
    logger: false,
    environment: { NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' },
  });
  await seedDemoData(app.db, { today: tokyoToday() });
  const session = await startSession(app.db, 'member-applicant');
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ url, session })}\n`);
}

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string; session: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, [childFlag]: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolvePromise({ child, ...(JSON.parse(line) as { url: string; session: string }) });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it listened:\n${output}`)));
  });
}

interface Round {
  readonly round: number;
  readonly acknowledged: number;
  readonly failedOrCut: number;
  readonly restartMs: number;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-crash-'));
  const acknowledged: string[] = [];
  const table: Round[] = [];
  let counter = 0;
  // A save refused (not cut by the kill) means the bench itself is wrong: shown, so the figure is not trusted blindly.
  let firstRefusal: string | null = null;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const started = performance.now();
      const { child, url, session } = await startChild(dataDir);
      const restartMs = Math.round(performance.now() - started);
      const cookie = `session=${session}`;
      const credentialAnswer = await fetch(`${url}/api/bff/getCredentialV2`, { headers: { cookie } });
      const credential = ((await credentialAnswer.json()) as { data: { ppcdCredential: string } }).data.ppcdCredential;
      // No Origin: a script, not a browser (the port is only known once listening, so PUBLIC_ORIGIN cannot name it).
      const headers = { cookie, ppcdCredential: credential, 'content-type': 'application/json' };
      const body = JSON.stringify({ step: 'acceptPermission', answers: employeeAnswers.acceptPermission });
      let running = true;
      let roundAcknowledged = 0;
      let failedOrCut = 0;
      const saver = async (): Promise<void> => {
        while (running) {
          const key = `crash-${round}-${(counter += 1)}`;
          try {
            const answer = await fetch(`${url}/external/v1/apply/entry?ppcdSwitchServiceFlg=yes`, {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': key },
              body,
            });
            if (answer.ok) {
              acknowledged.push(key);
              roundAcknowledged += 1;
            } else {
              failedOrCut += 1;
              if (firstRefusal === null) firstRefusal = `${answer.status} ${await answer.text()}`;
            }
          } catch {
            failedOrCut += 1;
          }
        }
      };
      const savers = Array.from({ length: connections }, saver);
      // Killed at a moment the savers cannot predict, mid-save; the saves in flight are cut, no new one starts.
      await new Promise((wait) => setTimeout(wait, 1000 + Math.random() * 2000));
      running = false;
      child.kill('SIGKILL');
      await new Promise((wait) => child.once('exit', wait));
      await Promise.all(savers);
      table.push({ round, acknowledged: roundAcknowledged, failedOrCut, restartMs });
    }

    // The data folder as the next start would open it (the server last ran killed).
    const db = await createDatabase({ kind: 'pglite', dataDir: resolve(dataDir) });
    const stored = new Set(
      (await db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'crash-%').where('state', '=', 'done').execute()).map(
        (row) => row.key,
      ),
    );
    await db.destroy();
    const lost = acknowledged.filter((key) => !stored.has(key));

    console.table(table);
    console.log(`crash: ${rounds} kill -9 rounds, ${acknowledged.length} acknowledged saves, ${lost.length} lost`);
    if (firstRefusal) console.log(`first refused save: ${firstRefusal}`);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'crash.json'),
      `${JSON.stringify({ rounds: table, acknowledged: acknowledged.length, lost: lost.length, lostKeys: lost }, null, 2)}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const childDataDir = process.env[childFlag];
if (childDataDir) {
  serve(childDataDir).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
