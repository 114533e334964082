import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrator';
import { recordAudit } from './auditLog';
import { protectAuditLog } from './auditLogProtection';

/**
 * Issue 57 item 5 on a real PostgreSQL: the service connected as its own role, not a superuser, as production runs
 * it (deploy/patroni/post-bootstrap.sh makes `cardweb` the owner of its database). Before the protection that role
 * could disable the triggers and erase the staff trail; after it, it may only add and read entries.
 */
const onPostgres = process.env['TEST_DATABASE'] === 'postgres';
const suffix = randomBytes(4).toString('hex');
const serviceRole = `service_${suffix}`;
const database = `audit_${suffix}`;
let admin: pg.Client;
let serviceUrl: string;

beforeAll(async () => {
  if (!onPostgres) return;
  const adminUrl = inject('postgresAdminUrl');
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create role ${serviceRole} login password 'service'`);
  await admin.query(`create database ${database} owner ${serviceRole}`);
  const url = new URL(adminUrl);
  url.username = serviceRole;
  url.password = 'service';
  url.pathname = `/${database}`;
  serviceUrl = url.toString();
  // The migrations as the service runs them at start: as its own role.
  const db = await createDatabase({ kind: 'postgres', url: serviceUrl });
  await migrateToLatest(db as unknown as Kysely<unknown>);
  await db
    .transaction()
    .execute((trx) =>
      recordAudit(trx, { actor: 'staff:before', action: 'cardApplication.decide', subject: { type: 'application', id: 'a-1' } }),
    );
  await db.destroy();
  const target = new pg.Client({ connectionString: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString() });
  await target.connect();
  await protectAuditLog(target, serviceRole);
  // Again: a second run changes nothing and fails nothing.
  await protectAuditLog(target, serviceRole);
  await target.end();
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`drop owned by ${serviceRole}`).catch(() => undefined);
  await admin.query(`drop role if exists ${serviceRole}`);
  await admin.end();
});

describe.skipIf(!onPostgres)('the audit log, protected, as the service’s own role sees it', () => {
  it('still takes and shows entries through the service’s own statements', async () => {
    const db = await createDatabase({ kind: 'postgres', url: serviceUrl });
    try {
      await db
        .transaction()
        .execute((trx) =>
          recordAudit(trx, { actor: 'staff:after', action: 'cardApplication.decide', subject: { type: 'application', id: 'a-2' } }),
        );
      const actors = (await db.selectFrom('audit_log').select('actor').orderBy('id').execute()).map((row) => row.actor);
      expect(actors).toEqual(['staff:before', 'staff:after']);
    } finally {
      await db.destroy();
    }
  });

  it.each([
    ['change an entry', 'update audit_log set actor = $$nobody$$'],
    ['delete an entry', 'delete from audit_log'],
    ['empty the table', 'truncate audit_log'],
    ['switch the triggers off', 'alter table audit_log disable trigger audit_log_no_change'],
    ['drop a trigger', 'drop trigger audit_log_no_change on audit_log'],
    [
      'replace the trigger function',
      'create or replace function audit.audit_log_append_only() returns trigger language plpgsql as $$ begin return old; end $$',
    ],
    ['alter the table', 'alter table audit_log add column note text'],
    ['drop the table', 'drop table audit_log'],
    ['drop its schema', 'drop schema audit cascade'],
    ['take the table over', 'alter table audit_log owner to current_user'],
  ])('cannot %s', async (_what, statement) => {
    const service = new pg.Client({ connectionString: serviceUrl });
    await service.connect();
    try {
      await expect(service.query(statement)).rejects.toThrow(/permission denied|must be owner|append-only/);
      const left = await service.query<{ count: number }>('select count(*)::int as count from audit_log');
      expect(left.rows[0]?.count).toBeGreaterThanOrEqual(1);
    } finally {
      await service.end();
    }
  });
});
