import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/buildTestApp';
import { startServerProcess, type ServerProcess } from '../../tests/helpers/serverProcess';
import { demoPeople } from '../seed/demoAccounts';
import { deskPeople } from '../seed/deskCases';
import { staffDemoAccounts } from '../seed/staffAccounts';
import { createDatabase } from './createDatabase';

/**
 * Issue 34: instances of `npm start` behind a load balancer start at the same moment on one empty PostgreSQL (PGlite
 * is one process's database, so it runs on PostgreSQL only). Each migrates and seeds the demo data; before the start-up
 * lock one of them stopped on a unique violation.
 */
const onPostgres = process.env['TEST_DATABASE'] === 'postgres';

let database: { environment: TestDatabase; drop: () => Promise<void> };
const servers: ServerProcess[] = [];
beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (onPostgres) await database.drop();
});

describe.runIf(onPostgres)('three instances started at once on an empty database', () => {
  it('all come up ready, the database migrated and the demo data seeded once', { timeout: 60_000 }, async () => {
    for (let instance = 0; instance < 3; instance += 1) {
      servers.push(
        await startServerProcess({
          ...database.environment,
          // Development seeds the demo people only (not the tests' own): a quicker start, the same race.
          NODE_ENV: 'development',
          DEMO: '1',
          // 'demo data seeded' is an info line: it says which instance wrote the seed.
          LOG_LEVEL: 'info',
        }),
      );
    }
    await Promise.all(servers.map((server) => server.ready(50_000)));
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const seeders = servers.filter((server) => server.output().includes('"msg":"demo data seeded"'));
    expect(seeders).toHaveLength(1);

    if (!('DATABASE_URL' in database.environment)) throw new Error('a PostgreSQL database was expected');
    const db = await createDatabase({ kind: 'postgres', url: database.environment.DATABASE_URL });
    try {
      const migrations = readdirSync(new URL('./migrations/', import.meta.url)).filter((name) => name.endsWith('.sql'));
      const migrated = await sql<{ count: number }>`select count(*)::int as count from kysely_migration`.execute(db);
      expect(migrated.rows[0]?.count).toBe(migrations.length);
      const members = await db.selectFrom('members').select('id').orderBy('id').execute();
      // The demo people and the people whose requests wait at the staff console, each once.
      expect(members.map((member) => member.id)).toEqual([...demoPeople, ...deskPeople].map((person) => `member-${person.loginId}`).sort());
      const staff = await db.selectFrom('staff_members').select('subject').execute();
      expect(staff).toHaveLength(staffDemoAccounts.length);
    } finally {
      await db.destroy();
    }
  });
});
