import pg from 'pg';
import { auditOwnerRole, auditSchema, protectAuditLog } from '../server/audit/auditLogProtection';
import { secretSetting } from '../server/plugins/external/secretFiles';

/**
 * `npm run db:protect-audit-log` (issue 57 item 5): the audit log given to a role of its own, once, by a superuser,
 * after the service has migrated the database (docs/operations.md "The audit log"). ADMIN_DATABASE_URL: a
 * superuser's connection to the service's database; the service's role is DATABASE_URL's user (or --role <name>).
 */
async function main(): Promise<number> {
  const adminUrl = process.env['ADMIN_DATABASE_URL'];
  const roleFlag = process.argv.indexOf('--role');
  const serviceUrl = secretSetting(process.env, 'DATABASE_URL');
  const serviceRole = roleFlag >= 0 ? process.argv[roleFlag + 1] : serviceUrl ? decodeURIComponent(new URL(serviceUrl).username) : '';
  if (!adminUrl || !serviceRole) {
    console.error(
      '使い方 / usage: ADMIN_DATABASE_URL=postgres://postgres@…/cardweb DATABASE_URL=postgres://cardweb@…/cardweb npm run db:protect-audit-log',
    );
    return 1;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await protectAuditLog(admin, serviceRole);
  } finally {
    await admin.end();
  }
  console.log(
    `監査ログを保護しました / audit log protected: ${auditSchema}.audit_log owned by ${auditOwnerRole}; ${serviceRole} may insert and select only`,
  );
  return 0;
}

process.exitCode = await main();
