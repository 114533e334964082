import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';
import { buildOpsApp } from '../ops/opsApp';
import { sampleOf } from './testing/metricsText';

/**
 * Issue 56 items 1 and 6, through the real routes on both databases: what the console's listener answers at
 * `/metrics` (the public port has none), counted by route template and flow step with no personal data, the outbox
 * and the daily jobs read from the database, and the console's own probes and request ids.
 */
let subject: TestApp;
let ops: FastifyInstance;
beforeAll(async () => {
  // No worker: the test's own outbox rows stay as written.
  subject = await buildTestApp({ OUTBOX_WORKER: 'off' });
  ops = await buildOpsApp(subject.app);
  await ops.ready();
});
afterAll(async () => {
  await ops.close();
  await subject.close();
});

const scrape = async (): Promise<string> => {
  const answer = await ops.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
};

/** A counter's value once it has moved past `before` (the hook that counts runs as the answer finishes). */
async function movedPast(name: string, labels: Record<string, string>, before: number): Promise<number> {
  for (let look = 0; look < 100; look += 1) {
    const now = sampleOf(await scrape(), name, labels);
    if (now > before) return now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sampleOf(await scrape(), name, labels);
}

describe('metrics on the console’s listener', () => {
  it('answers Prometheus text there and nothing of it on the public port', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('db_statement_duration_seconds_count{outcome="ok"}');
    expect(text).toMatch(
      subject.app.databaseKind === 'postgres' ? /db_pool_connections\{state="idle"\} \d+/ : /pglite_thread_queued_statements \d+/,
    );
    const onPublicPort = await subject.app.inject({ method: 'GET', url: '/metrics' });
    expect(onPublicPort.body).not.toContain('# TYPE');
  });

  it('counts a request by its route template, never by the URL it was sent to', async () => {
    const labels = { listener: 'service', route: '/external/v1/flows/:flowId/entry', method: 'GET', status_class: '4xx' };
    const before = sampleOf(await scrape(), 'http_request_duration_seconds_count', labels);
    await subject.app.inject({ method: 'GET', url: '/external/v1/flows/no-such-flow-0412/entry' });
    expect(await movedPast('http_request_duration_seconds_count', labels, before)).toBe(before + 1);
    expect(await scrape()).not.toContain('no-such-flow-0412');
  });

  it('counts the steps reached, left and refused by field and rule, and never what was typed', async () => {
    const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
    const person = await logInApplicant(subject.app, loginId);
    const flow = '/external/v1/flows/mailSetting';
    const step = { flow: 'mailSetting', step: 'mailAddress' };
    const refused = { ...step, field: 'mailAddress', rule: 'mailAddress' };
    const text = await scrape();
    const before = {
      reached: sampleOf(text, 'flow_steps_reached_total', step),
      left: sampleOf(text, 'flow_steps_left_total', step),
      failed: sampleOf(text, 'flow_steps_failed_total', refused),
    };
    await person.get(`${flow}/entry`);
    const save = (mailAddress: string) =>
      person.post(`${flow}/steps/mailAddress`, { answers: { mailAddress } }, { 'idempotency-key': crypto.randomUUID() });
    expect((await save('himitsu-no-tegami')).statusCode).toBe(400);
    expect((await save('metrics-new@example.jp')).statusCode).toBe(200);

    const after = await scrape();
    expect(sampleOf(after, 'flow_steps_reached_total', step)).toBe(before.reached + 1);
    expect(sampleOf(after, 'flow_steps_left_total', step)).toBe(before.left + 1);
    expect(sampleOf(after, 'flow_steps_failed_total', refused)).toBe(before.failed + 1);
    for (const typed of ['himitsu', 'metrics-new', loginId]) expect(after).not.toContain(typed);
  });

  it('reads the outbox by channel and the daily jobs from the database at each scrape', async () => {
    const db = subject.app.db;
    const before = await scrape();
    const message = (channel: 'mail' | 'sms', status: 'pending' | 'dead') => ({
      channel,
      kind: 'pinNoticePosted',
      recipient: 'metrics@example.jp',
      member_id: null,
      subject: null,
      text_body: '本文',
      html_body: null,
      secret_mask: null,
      delivery_key: crypto.randomUUID(),
      status,
      give_up_at: new Date(Date.now() + 3_600_000),
      last_error: status === 'dead' ? 'refused: 550' : null,
    });
    await db
      .insertInto('outbox_messages')
      .values([message('mail', 'dead'), { ...message('sms', 'pending'), next_attempt_at: new Date(Date.now() - 600_000) }])
      .execute();
    await sql`insert into scheduled_job_runs (job, run_day, started_at, finished_at, instance)
      values ('metricsTestJob', '2026-12-01', now() - interval '1 minute', now(), 'test')`.execute(db);

    const after = await scrape();
    const count = (text: string, channel: string, state: string) => sampleOf(text, 'outbox_messages', { channel, state });
    expect(count(after, 'mail', 'dead')).toBe(count(before, 'mail', 'dead') + 1);
    expect(count(after, 'sms', 'due')).toBe(count(before, 'sms', 'due') + 1);
    expect(sampleOf(after, 'outbox_oldest_due_age_seconds', { channel: 'sms' })).toBeGreaterThanOrEqual(599);
    expect(sampleOf(after, 'scheduled_job_last_success_timestamp_seconds', { job_name: 'metricsTestJob' })).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
    expect(sampleOf(after, 'metrics_database_scrape_failed', {})).toBe(0);
    expect(after).not.toContain('metrics@example.jp');
  });

  it.runIf(process.env['TEST_DATABASE'] === 'postgres')(
    "reports the newest recorded pgBackRest backup, the primary's WAL archiving and whether the audit log is protected on PostgreSQL",
    async () => {
      const stopped = new Date(Date.now() - 3_600_000);
      await sql`insert into database_backups (label, kind, started_at, stopped_at)
        values ('20261203-090000F', 'full', ${new Date(stopped.getTime() - 60_000)}, ${stopped})`.execute(subject.app.db);
      const text = await scrape();
      expect(sampleOf(text, 'backup_last_success_timestamp_seconds', {})).toBe(stopped.getTime() / 1000);
      // The test's PostgreSQL archives nothing: never archived, never failed.
      expect(sampleOf(text, 'postgres_wal_archive_last_timestamp_seconds', { outcome: 'success' })).toBe(0);
      expect(sampleOf(text, 'postgres_wal_archive_last_timestamp_seconds', { outcome: 'failure' })).toBe(0);
      // The test connects as the table's owner: the audit log is not protected (server/audit/auditLogProtection.ts).
      expect(sampleOf(text, 'audit_log_protected', {})).toBe(0);
    },
  );
});

describe('the console’s listener, like the service’s', () => {
  it('answers liveness and readiness', async () => {
    expect((await ops.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps a caller’s request id and makes a unique one otherwise', async () => {
    const given = await ops.inject({ method: 'GET', url: '/login', headers: { 'x-request-id': 'haproxy-0123456789' } });
    expect(given.headers['x-request-id']).toBe('haproxy-0123456789');
    const made = await Promise.all([1, 2].map(() => ops.inject({ method: 'GET', url: '/healthz' })));
    const ids = made.map((answer) => String(answer.headers['x-request-id']));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
