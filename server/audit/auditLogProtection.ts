import type pg from 'pg';

/** The role that owns the audit log once protected: it never logs in, so nobody acts as it but a superuser. */
export const auditOwnerRole = 'card_web_audit';
/** The schema the audit log moves to: the service's role owns `public`, and a schema's owner may drop what it holds. */
export const auditSchema = 'audit';

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Issue 57 item 5: the audit log taken out of the service's hands. The triggers refuse update, delete and truncate,
 * but the table's owner may disable or drop them, and the owner of its schema may drop the table: on PostgreSQL the
 * service's own role was both. Run once by a superuser after the migrations (`npm run db:protect-audit-log`,
 * docs/operations.md), it moves the table, its trigger function and its sequence to a schema and a role of their own
 * and leaves the service's role only INSERT and SELECT; the service's search path puts that schema first, so its
 * statements (`insertInto('audit_log')`) find the table as before and no table of the same name in `public` can
 * stand in for it. Repeating it changes nothing. The embedded database has one user, a superuser: there the
 * triggers are the whole protection (a one-machine deployment's operator is its superuser anyway).
 */
export async function protectAuditLog(admin: pg.ClientBase, serviceRole: string): Promise<void> {
  if (!identifier.test(serviceRole)) throw new Error(`not a plain role name: ${serviceRole}`);
  await admin.query('begin');
  try {
    await admin.query(`do $$ begin
      if not exists (select from pg_roles where rolname = '${auditOwnerRole}') then create role ${auditOwnerRole} nologin; end if;
    end $$`);
    await admin.query(`create schema if not exists ${auditSchema} authorization ${auditOwnerRole}`);
    const place = await admin.query<{ schema: string }>(
      `select table_schema as schema from information_schema.tables where table_name = 'audit_log' and table_schema in ('public', $1)`,
      [auditSchema],
    );
    if (place.rows.length === 0) throw new Error('no audit_log table: run the migrations first (start the service once)');
    if (place.rows.some((row) => row.schema === 'public')) {
      await admin.query(`alter table public.audit_log set schema ${auditSchema}`);
      await admin.query(`alter function public.audit_log_append_only() set schema ${auditSchema}`);
    }
    // The identity column's sequence follows the table to its new owner.
    await admin.query(`alter table ${auditSchema}.audit_log owner to ${auditOwnerRole}`);
    await admin.query(`alter function ${auditSchema}.audit_log_append_only() owner to ${auditOwnerRole}`);
    await admin.query(`revoke all on ${auditSchema}.audit_log from public, ${serviceRole}`);
    await admin.query(`grant usage on schema ${auditSchema} to ${serviceRole}`);
    await admin.query(`grant select, insert on ${auditSchema}.audit_log to ${serviceRole}`);
    const database = (await admin.query<{ name: string }>('select current_database() as name')).rows[0]?.name ?? '';
    await admin.query(`alter role ${serviceRole} in database "${database.replaceAll('"', '""')}" set search_path = ${auditSchema}, public`);
    await admin.query('commit');
  } catch (error) {
    await admin.query('rollback');
    throw error;
  }
}
