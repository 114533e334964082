import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { ProductConfigError } from '../config/productConfig';
import { loadRetentionPolicy, type RetentionPolicy } from './retentionPolicy';
import { runRetention } from './retentionRun';

/**
 * Issue 57 items 1 and 2 on both databases: the shipped policy (config/retention.json) applied as the clock moves on,
 * each rule leaving exactly what the table in docs/retention.md says, with an audit entry per batch and a dry run
 * that changes nothing.
 */
let subject: TestApp;
let policy: RetentionPolicy;
beforeAll(async () => {
  subject = await buildTestApp({ OUTBOX_WORKER: 'off' }, { seed: false });
  policy = await loadRetentionPolicy(join(import.meta.dirname, '../../config'));
});
afterAll(async () => {
  await subject.close();
});

const day = 86_400_000;
const start = new Date('2027-01-10T03:00:00Z');

async function receivedOn(received: Date): Promise<void> {
  const db = subject.app.db;
  await db
    .insertInto('crash_reports')
    .values({
      message: 'TypeError',
      reported_time: null,
      model: null,
      card_digest: null,
      client_address: '203.0.113.77',
      received_at: received,
    })
    .execute();
  await db
    .insertInto('analytics_records')
    .values({ kind: 'pageView', page: '/member', name: null, value: null, client_address: '2001:db8:1234:5678::9', received_at: received })
    .execute();
  await db
    .insertInto('mailbox')
    .values({
      delivery_key: crypto.randomUUID(),
      recipient: 'taro@example.jp',
      subject: '件名',
      text_body: '本文',
      html_body: null,
      received_at: received,
    })
    .execute();
}

const held = async () => ({
  crashes: (await subject.app.db.selectFrom('crash_reports').select('client_address').execute()).map((row) => row.client_address),
  analytics: (await subject.app.db.selectFrom('analytics_records').select('client_address').execute()).map((row) => row.client_address),
  mails: (await subject.app.db.selectFrom('mailbox').select('id').execute()).length,
});

describe('the retention job', () => {
  it('keeps everything on the day it was received, cuts the addresses after a week and deletes each kind after its period', async () => {
    await receivedOn(start);
    expect(await runRetention(subject.app.db, policy, start)).toSatisfy((steps: { rows: number }[]) =>
      steps.every((step) => step.rows === 0),
    );
    expect(await held()).toEqual({ crashes: ['203.0.113.77'], analytics: ['2001:db8:1234:5678::9'], mails: 1 });

    const afterAWeek = new Date(start.getTime() + (policy.crashReports.truncateAddressAfterDays * day + 1));
    const dry = await runRetention(subject.app.db, policy, afterAWeek, { dryRun: true });
    expect(dry.filter((step) => step.rows > 0).map((step) => `${step.kind}.${step.action}`)).toEqual([
      'crashReports.truncateAddress',
      'analyticsRecords.truncateAddress',
    ]);
    expect(await held()).toEqual({ crashes: ['203.0.113.77'], analytics: ['2001:db8:1234:5678::9'], mails: 1 });
    await runRetention(subject.app.db, policy, afterAWeek);
    expect(await held()).toEqual({ crashes: ['203.0.113.0'], analytics: ['2001:db8:1234::'], mails: 1 });
    // Again the same day: nothing more is due.
    expect((await runRetention(subject.app.db, policy, afterAWeek)).every((step) => step.rows === 0)).toBe(true);

    const after = (days: number) => new Date(start.getTime() + days * day + 1);
    await runRetention(subject.app.db, policy, after(policy.localMailbox.deleteAfterDays));
    expect(await held()).toEqual({ crashes: ['203.0.113.0'], analytics: ['2001:db8:1234::'], mails: 0 });
    await runRetention(subject.app.db, policy, after(policy.crashReports.deleteAfterDays));
    expect(await held()).toEqual({ crashes: [], analytics: ['2001:db8:1234::'], mails: 0 });
    await runRetention(subject.app.db, policy, after(policy.analyticsRecords.deleteAfterDays));
    expect(await held()).toEqual({ crashes: [], analytics: [], mails: 0 });

    const trail = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_type', 'detail'])
      .orderBy('id')
      .execute();
    expect(trail.map((entry) => `${entry.subject_type} ${entry.action}`)).toEqual([
      'crashReports retention.truncateAddress',
      'analyticsRecords retention.truncateAddress',
      'localMailbox retention.delete',
      'crashReports retention.delete',
      'analyticsRecords retention.delete',
    ]);
    expect(trail.every((entry) => entry.actor === 'system:retention')).toBe(true);
    expect(JSON.stringify(trail)).not.toMatch(/203\.0\.113|taro@/);
  });

  it('refuses to start on a period that is no number of days, or an address kept past its record, naming the field', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'card-web-retention-'));
    writeFileSync(
      join(folder, 'retention.json'),
      JSON.stringify({
        crashReports: { truncateAddressAfterDays: 7, deleteAfterDays: 0 },
        analyticsRecords: { truncateAddressAfterDays: 7, deleteAfterDays: 395 },
        localMailbox: { deleteAfterDays: 30 },
      }),
    );
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(ProductConfigError);
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/crashReports\.deleteAfterDays/);
    writeFileSync(
      join(folder, 'retention.json'),
      JSON.stringify({
        crashReports: { truncateAddressAfterDays: 100, deleteAfterDays: 90 },
        analyticsRecords: { truncateAddressAfterDays: 7, deleteAfterDays: 395 },
        localMailbox: { deleteAfterDays: 30 },
      }),
    );
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/記録を消す日より後になっています/);
  });
});
