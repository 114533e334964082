import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { deleteExpiredRows } from '../maintenance/expiredRows';
import { countRequest } from './rateLimitStore';

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({}, { seed: false });
});
afterAll(async () => {
  await subject.close();
});

describe('the rate-limit counters in the database', () => {
  it('counts within a window, says how long it has left, and starts again once it has ended', async () => {
    const db = subject.app.db;
    expect(await countRequest(db, 'test:a', 60_000)).toMatchObject({ current: 1 });
    const second = await countRequest(db, 'test:a', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await countRequest(db, 'test:b', 60_000)).current).toBe(1);

    await db.updateTable('rate_limit_counters').set({ window_ends_at: sql<Date>`now()` }).where('key', '=', 'test:a').execute();
    const fresh = await countRequest(db, 'test:a', 1_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeLessThanOrEqual(1_000);
  });

  it('are dropped by the cleanup once their window has ended, the live ones kept', async () => {
    const db = subject.app.db;
    await countRequest(db, 'test:ended', 60_000);
    await countRequest(db, 'test:live', 60_000);
    await db
      .updateTable('rate_limit_counters')
      .set({ window_ends_at: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', 'test:ended')
      .execute();
    await deleteExpiredRows(db);
    const keys = (await db.selectFrom('rate_limit_counters').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:ended');
  });
});
