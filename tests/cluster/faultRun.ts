import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { startCluster, stopCluster, type RunningCluster } from '../../scripts/cluster/cluster';
import { httpStatus, isAlive, postmasterOf, sleep } from '../../scripts/cluster/processes';
import { createDatabase } from '../../server/db/createDatabase';
import type { Database } from '../../server/db/schema';
import { type Applicant, type Attempt, applicantIds, keepSaving, logIn, savedValue, savesNeverAcknowledged } from './applicants';

/** What one fault did to the saves made while it happened. */
export interface FaultFigures {
  readonly acknowledged: number;
  /** Saves that got no 2xx (cut in flight, or refused while the part was down): the client repeats those. */
  readonly failed: number;
}

export interface FailoverFigures {
  readonly applicants: number;
  /** The saves answered before the primary's kill: a while of normal running, the kill -9 of server2, a while after. */
  readonly serverKill: FaultFigures & {
    /** Refused or cut saves that were on their way when the instance died. */
    readonly inFlight: number;
    /** Refused saves sent after it died, by HTTP status (0: cut). */
    readonly sentAfter: Readonly<Record<string, number>>;
  };
  readonly primaryKill: FaultFigures & {
    readonly oldPrimary: string;
    readonly newPrimary: string | null;
    /** From the kill to the first save acknowledged among those sent after the first refused one. */
    readonly secondsToRecover: number | null;
    /** Each surviving instance's own `/readyz` answers seen meanwhile (status → count; 0 for no answer in 3 s). */
    readonly readyzSeen: Readonly<Record<string, number>>;
  };
  /**
   * SIGTERM of server3 while the saves go on, once the primary's kill is behind: the instance turns its `/readyz` to
   * 503, HAProxy stops sending to it, it drains (SHUTDOWN_DRAIN_MS) and closes. Tries answered from the signal to two
   * seconds after it exited, and those refused among them: must be none.
   */
  readonly serverStop: FaultFigures & { readonly secondsToExit: number | null };
  /** Saves tried again and again under their key without ever being acknowledged (given up after 90 s): must be none. */
  readonly neverAcknowledged: readonly string[];
  readonly acknowledged: number;
  /** Acknowledged saves whose Idempotency-Key is not stored as done, or whose draft holds an older save: must be 0. */
  readonly lost: number;
  readonly lostDetails: readonly string[];
  /** Surviving instances whose process is gone (one that exited would have had to be restarted): must be 0. */
  readonly survivorsExited: number;
}

export interface FailoverOptions {
  readonly applicants: number;
  /** How long the saves run before each kill and after each recovery. */
  readonly phaseMs: number;
  readonly basePort: number;
  readonly log?: (line: string) => void;
}

async function primaryOf(cluster: RunningCluster): Promise<string | null> {
  for (const node of cluster.topology.nodes) if ((await httpStatus(`http://127.0.0.1:${node.restPort}/primary`)) === 200) return node.name;
  return null;
}

const failedIn = (attempts: readonly Attempt[]) => attempts.filter((attempt) => !attempt.acknowledged);

function byStatus(attempts: readonly Attempt[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const attempt of attempts) counts[String(attempt.status ?? 0)] = (counts[String(attempt.status ?? 0)] ?? 0) + 1;
  return counts;
}

function countOf(attempts: readonly Attempt[]): FaultFigures {
  const acknowledged = attempts.filter((attempt) => attempt.acknowledged).length;
  return { acknowledged, failed: attempts.length - acknowledged };
}

/** Every acknowledged save must be in the database (its key done) and no draft may hold a save older than its last acknowledged one. */
async function lostSaves(
  db: Kysely<Database>,
  baseUrl: string,
  applicants: readonly Applicant[],
  attempts: readonly Attempt[],
): Promise<string[]> {
  const acknowledged = attempts.filter((attempt) => attempt.acknowledged);
  const done = new Set<string>();
  for (let start = 0; start < acknowledged.length; start += 500) {
    const keys = acknowledged.slice(start, start + 500).map((attempt) => attempt.key);
    const rows = await db.selectFrom('idempotency_keys').select('key').where('key', 'in', keys).where('state', '=', 'done').execute();
    for (const row of rows) done.add(row.key);
  }
  const lost = acknowledged.filter((attempt) => !done.has(attempt.key)).map((attempt) => `key ${attempt.key} not stored`);
  for (const applicant of applicants) {
    const own = attempts.filter((attempt) => attempt.loginId === applicant.loginId);
    const lastAcknowledged = own.findLast((attempt) => attempt.acknowledged);
    if (!lastAcknowledged) continue;
    const value = await savedValue(baseUrl, applicant);
    // A later save may have committed with its answer lost in the fault: newer is fine, older is a lost save.
    const held = own.find((attempt) => attempt.value === value)?.save ?? -1;
    if (held < lastAcknowledged.save) lost.push(`${applicant.loginId}: draft holds ${value}, acknowledged ${lastAcknowledged.value}`);
  }
  return lost;
}

/**
 * The fault test's run (tests/cluster/failover.test.ts short, bench/failover.bench.ts long): a cluster in a
 * temporary folder, applicants saving through HAProxy, then (a) kill -9 of one server instance, (b) kill -9 of the
 * PostgreSQL primary's postmaster; Patroni promotes the synchronous standby, and nothing is restarted by hand; (c)
 * SIGTERM of another instance, which drains before it closes. Every refused save is sent again under its own key.
 */
export async function runFailover(options: FailoverOptions): Promise<FailoverFigures> {
  const log = options.log ?? (() => undefined);
  const folder = mkdtempSync(join(tmpdir(), 'card-web-cluster-'));
  const run = `fault-${Date.now()}`;
  let db: Kysely<Database> | null = null;
  try {
    const cluster = await startCluster({
      folder,
      basePort: options.basePort,
      // A drain long enough for HAProxy's check (each second, out at the first 503) to take a stopping instance out.
      serverEnvironment: { NODE_ENV: 'test', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '3000' },
      log,
    });
    const baseUrl = cluster.topology.publicUrl;
    db = await createDatabase({ kind: 'postgres', url: cluster.topology.databaseUrl }, () => undefined);
    const database = db;
    const applicants = await Promise.all(applicantIds(options.applicants).map((loginId) => logIn(database, baseUrl, loginId)));
    const attempts: Attempt[] = [];
    let running = true;
    const savers = applicants.map((applicant) => keepSaving(baseUrl, applicant, run, attempts, () => running));

    await sleep(options.phaseMs);
    const victim = cluster.parts.server2?.pid;
    if (victim === undefined) throw new Error('server2 was not started');
    const serverKilledAt = Date.now();
    log('kill -9 server2');
    process.kill(victim, 'SIGKILL');
    await sleep(options.phaseMs);
    const oldPrimary = (await primaryOf(cluster)) ?? 'none';
    const node = cluster.topology.nodes.find((candidate) => candidate.name === oldPrimary);
    const postmaster = node ? (postmasterOf(join(node.folder, 'data'))?.pid ?? null) : null;
    if (postmaster === null) throw new Error(`no running primary to kill (Patroni says ${oldPrimary})`);
    log(`kill -9 the PostgreSQL primary (${oldPrimary}, postmaster ${postmaster})`);
    const primaryKilledAt = Date.now();
    process.kill(postmaster, 'SIGKILL');
    // Each surviving instance's own readiness, while the database is away and until it is back.
    const readyzSeen: Record<string, number> = {};
    const survivors = cluster.topology.servers.filter((server) => server.name !== 'server2');
    const recovered = (): number | null => {
      const afterKill = attempts.filter((attempt) => attempt.startedAt >= primaryKilledAt);
      const firstFailure = afterKill.find((attempt) => attempt.endedAt > 0 && !attempt.acknowledged);
      if (!firstFailure) return null;
      const answered = afterKill.filter((attempt) => attempt.acknowledged && attempt.startedAt >= firstFailure.endedAt);
      return answered.length === 0 ? null : Math.min(...answered.map((attempt) => attempt.endedAt));
    };
    const deadline = primaryKilledAt + 60_000;
    while (recovered() === null && Date.now() < deadline) {
      const statuses = await Promise.all(survivors.map((server) => httpStatus(`http://127.0.0.1:${server.port}/readyz`)));
      for (const status of statuses) readyzSeen[String(status ?? 0)] = (readyzSeen[String(status ?? 0)] ?? 0) + 1;
      await sleep(200);
    }
    const recoveredAt = recovered();
    await sleep(options.phaseMs);
    const survivorsExited = survivors.filter((server) => {
      const pid = cluster.parts[server.name]?.pid;
      return pid === undefined || !isAlive(pid);
    }).length;

    const stopping = cluster.parts.server3?.pid;
    if (stopping === undefined) throw new Error('server3 was not started');
    log('SIGTERM server3 (drain, then close)');
    const stoppedAt = Date.now();
    process.kill(stopping, 'SIGTERM');
    while (isAlive(stopping) && Date.now() - stoppedAt < 60_000) await sleep(100);
    const exitedAt = isAlive(stopping) ? null : Date.now();
    await sleep(2000);
    const aroundStop = attempts.filter((attempt) => attempt.endedAt >= stoppedAt && attempt.endedAt <= (exitedAt ?? Date.now()) + 2000);
    running = false;
    await Promise.all(savers);

    const newPrimary = await primaryOf(cluster);
    const lostDetails = await lostSaves(database, baseUrl, applicants, attempts);
    // A save still on its way when the primary died belongs to the primary's figures, wherever it started.
    const beforePrimaryKill = attempts.filter((attempt) => attempt.endedAt < primaryKilledAt);
    const afterPrimaryKill = attempts.filter((attempt) => attempt.endedAt >= primaryKilledAt && attempt.endedAt < stoppedAt);
    return {
      applicants: applicants.length,
      serverKill: {
        ...countOf(beforePrimaryKill),
        inFlight: failedIn(beforePrimaryKill).filter((attempt) => attempt.startedAt < serverKilledAt && attempt.endedAt >= serverKilledAt)
          .length,
        sentAfter: byStatus(failedIn(beforePrimaryKill).filter((attempt) => attempt.startedAt >= serverKilledAt)),
      },
      primaryKill: {
        ...countOf(afterPrimaryKill),
        oldPrimary,
        newPrimary,
        secondsToRecover: recoveredAt === null ? null : Number(((recoveredAt - primaryKilledAt) / 1000).toFixed(1)),
        readyzSeen,
      },
      serverStop: {
        ...countOf(aroundStop),
        secondsToExit: exitedAt === null ? null : Number(((exitedAt - stoppedAt) / 1000).toFixed(1)),
      },
      neverAcknowledged: savesNeverAcknowledged(attempts),
      acknowledged: attempts.filter((attempt) => attempt.acknowledged).length,
      lost: lostDetails.length,
      lostDetails,
      survivorsExited,
    };
  } finally {
    await db?.destroy().catch(() => undefined);
    await stopCluster(folder);
    rmSync(folder, { recursive: true, force: true });
  }
}
