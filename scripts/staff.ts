import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { isStaffRole, STAFF_ROLE_LABELS } from '../enums/staff';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import { secretSetting } from '../server/plugins/external/secretFiles';
import { setStaffRoles } from '../server/operations/staffMembers';

/**
 * `npm run staff -- list` / `npm run staff -- grant <subject> <name> <role,role>` / `npm run staff -- revoke <subject>`
 * (issue 31): who may use the staff console, for an operator in production, where the company's identity provider
 * (OPS_OIDC_ISSUER) says who a person is and this service keeps what they may do. The subject is the provider's `sub`
 * claim for the person. Opens the database as `npm run outbox` does; each change is an audit entry.
 */
const usage = `使い方 / usage: npm run staff -- list | grant <subject> <表示名> <${Object.keys(STAFF_ROLE_LABELS).join('|')},…> | revoke <subject>`;

async function main(db: Kysely<Database>, [command, subject, name, roles]: readonly string[]): Promise<number> {
  const actor = `operator:${userInfo().username}`;
  if (command === 'list') {
    const rows = await db.selectFrom('staff_members').selectAll().orderBy('subject').execute();
    console.table(rows.map((row) => ({ subject: row.subject, name: row.display_name, roles: row.roles.join(',') })));
    return 0;
  }
  if (command === 'grant' && subject && name && roles) {
    const wanted = roles.split(',').map((role) => role.trim());
    const unknown = wanted.filter((role) => !isStaffRole(role));
    if (unknown.length > 0) {
      console.error(`知らない役割です / unknown roles: ${unknown.join(', ')}\n${usage}`);
      return 2;
    }
    await setStaffRoles(db, { subject, displayName: name, roles: wanted.filter(isStaffRole), actor });
    console.log(
      `${name}（${subject}）: ${wanted
        .filter(isStaffRole)
        .map((role) => STAFF_ROLE_LABELS[role])
        .join('・')}`,
    );
    return 0;
  }
  if (command === 'revoke' && subject) {
    await setStaffRoles(db, { subject, displayName: '', roles: [], actor });
    console.log(`${subject}: 業務コンソールの権限を外しました / console access removed`);
    return 0;
  }
  console.error(usage);
  return 2;
}

const databaseUrl = secretSetting(process.env, 'DATABASE_URL');
const db = await createDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(process.env['DATA_DIR'] ?? './data') },
);
await migrateToLatest(db as Kysely<unknown>);
const code = await main(db, process.argv.slice(2)).finally(() => db.destroy());
process.exit(code);
