/**
 * The card processor's events through the real signed intake (issue 60 item 4): POST /processor/v1/events, each a
 * use abroad on one of the demo's cards (round-robin, as many cards use at once in an evening peak), so each request
 * checks the HMAC and the clock window, validates the schema, locks the card, stores the event, applies it (an
 * authorisation) and writes its mail to the outbox, all in one transaction. Beside it in the same run: a bare Fastify
 * POST route taking the same bodies (the baseline), and, after the load, the delay from event to mail (the outbox
 * row's creation to its delivery into the local mailbox) at that rate.
 * Run: npx tsx bench/cardEvents.bench.ts → table on stdout, JSON in bench/results/cardEvents.<database>.json.
 * `BENCH_DURATION` (seconds, default 10), `BENCH_CONNECTIONS` (default 10), `BENCH_DATABASE=postgres`. Reported, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import type { CardEvent } from '../server/cardEvents/cardEvent';
import { DEVELOPMENT_PROCESSOR_SECRET } from '../server/cardEvents/developmentSecret';
import { PROCESSOR_EVENTS_PATH } from '../server/cardEvents/processorEventsRoute';
import { signedRequest } from '../server/cardEvents/signedRequest';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seedDemoData';
import { tokyoToday } from '../server/seed/tokyoToday';
import { startPostgres } from '../tests/helpers/postgresServer';
import { benchNumber, resultsDir } from './benchSettings';

const duration = benchNumber('BENCH_DURATION', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 2);
const database = process.env.BENCH_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite';
/** More signed requests than the run can send: autocannon cycles its list, and a request sent twice is a replay. */
const prepared = benchNumber('BENCH_EVENTS', 30_000, 3_000);

type Request = { readonly method: 'POST'; readonly path: string; readonly headers: Record<string, string>; readonly body: string };

/**
 * Each connection would walk a request list from its start, sending the first connection's requests again (replays,
 * refused 409): so the connections share one list here, each request taken once, in the bench's own thread (a
 * worker cannot share it). The bare route is loaded the same way, so both figures pay the same client.
 */
async function load(target: string, url: string, requests: readonly Request[]) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const taken = requests[next % requests.length];
          next += 1;
          return { ...request, path: taken?.path ?? '/', headers: taken?.headers ?? {}, body: taken?.body ?? '' };
        },
      },
    ],
  });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.keys(result.statusCodeStats ?? {}).join(' '),
  };
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-bench-'));
  const postgres = database === 'PostgreSQL' ? await startPostgres() : null;
  const app = await buildApp({
    logStream: pino.destination({ dest: '/dev/null', sync: true }),
    environment: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: '0',
      OUTBOX_POLL_MS: '100',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ result: 'applied' }));
  try {
    await seedDemoData(app.db, { today: tokyoToday() });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const tokens = (await app.db.selectFrom('cards').select('ppcd_token').where('active', '=', true).execute()).map(
      (card) => card.ppcd_token,
    );
    const now = new Date();
    const requests: Request[] = Array.from({ length: prepared }, (_, index) => {
      const event: CardEvent = {
        eventId: `bench-${randomUUID()}`,
        kind: 'authorization.approved',
        occurredAt: now.toISOString(),
        cardToken: tokens[index % tokens.length] ?? '',
        data: {
          authorizationId: `auth-${randomUUID()}`,
          amount: 1_000 + (index % 50_000),
          shopName: 'BENCH STORE PARIS',
          country: 'FR',
          final: true,
        },
      };
      const { body, headers } = signedRequest(DEVELOPMENT_PROCESSOR_SECRET, event, now);
      return { method: 'POST', path: PROCESSOR_EVENTS_PATH, headers, body };
    });
    const bareRequests = requests.map((request) => ({ ...request, path: '/bare' }));

    const results = [];
    results.push(await load('bare Fastify POST route (same bodies)', bareUrl, bareRequests));
    const startedAt = new Date();
    results.push(await load(`signed intake: a use abroad on ${tokens.length} cards, its authorisation and its mail`, appUrl, requests));
    results.push(await load('bare Fastify POST route (again)', bareUrl, bareRequests));

    // The delay from event to mail at that rate: every mail the run wrote, from its row to the local mailbox.
    const drainUntil = Date.now() + 120_000;
    for (;;) {
      const waiting = await app.db
        .selectFrom('outbox_messages')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('kind', '=', 'cardUseAbroad')
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      if (waiting.count === 0 || Date.now() > drainUntil) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sent = await app.db
      .selectFrom('outbox_messages')
      .select(sql<number>`extract(epoch from (sent_at - created_at)) * 1000`.as('delayMs'))
      .where('kind', '=', 'cardUseAbroad')
      .where('status', '=', 'sent')
      .where('created_at', '>=', startedAt)
      .execute();
    const delays = sent.map((row) => Number(row.delayMs)).sort((a, b) => a - b);
    const stored = await app.db.selectFrom('card_events').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const mail = {
      eventsStored: stored.count,
      mailsDelivered: delays.length,
      delayP50Ms: Math.round(percentile(delays, 50)),
      delayP99Ms: Math.round(percentile(delays, 99)),
      delayMaxMs: Math.round(delays.at(-1) ?? 0),
    };
    const load1 = loadavg().map((value) => value.toFixed(2));
    console.log(
      `database: ${database}, ${connections} connections, ${duration} s each; load average after (1/5/15 min): ${load1.join(' ')}`,
    );
    console.table(results);
    console.table([mail]);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, `cardEvents.${database}.json`),
      `${JSON.stringify({ database, connections, duration, results, mail }, null, 2)}\n`,
    );
  } finally {
    await app.close();
    await bare.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
