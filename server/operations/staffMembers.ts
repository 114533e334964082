import { sql, type Kysely } from 'kysely';
import { isStaffRole, type StaffRole } from '../../enums/staff';
import type { Database } from '../db/schema';
import { hashSecret, newSecret } from '../sessions/sessionStore';
import { recordAudit } from '../audit/auditLog';

/**
 * A person of the issuer as the console knows them. The identity provider says who they are (its subject); what they
 * may do is the service's own record (`staff_members`), so the company's provider needs no claims of ours and a role
 * is taken away here, at once, not at the next login.
 */
export interface StaffMember {
  readonly subject: string;
  readonly displayName: string;
  readonly roles: readonly StaffRole[];
}

export async function staffMember(db: Kysely<Database>, subject: string): Promise<StaffMember | null> {
  const row = await db.selectFrom('staff_members').selectAll().where('subject', '=', subject).executeTakeFirst();
  return row ? { subject: row.subject, displayName: row.display_name, roles: row.roles.filter(isStaffRole) } : null;
}

/** A console session ends after 30 minutes without a call and 8 hours after login, a working day (FISC's guidance). */
export const staffSessionIdleMinutes = 30;
export const staffSessionAbsoluteHours = 8;

export async function startStaffSession(db: Kysely<Database>, subject: string): Promise<string> {
  const id = newSecret();
  await db
    .insertInto('staff_sessions')
    .values({ id_hash: hashSecret(id), subject })
    .execute();
  return id;
}

/** The session's member, touched; null when there is none or it has run out (then it is gone). */
export async function findStaffSession(db: Kysely<Database>, id: string): Promise<StaffMember | null> {
  const row = await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id_hash', '=', hashSecret(id))
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${staffSessionIdleMinutes})`)
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${staffSessionAbsoluteHours})`)
    .returning('subject')
    .executeTakeFirst();
  if (!row) {
    await db.deleteFrom('staff_sessions').where('id_hash', '=', hashSecret(id)).execute();
    return null;
  }
  return staffMember(db, row.subject);
}

export async function endStaffSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', hashSecret(id)).execute();
}

/**
 * Grants a person of the company's identity provider (by its subject) the console with these roles, or changes them;
 * an empty list takes the console away (their sessions end with it). Recorded in the audit log.
 */
export async function setStaffRoles(
  db: Kysely<Database>,
  request: { subject: string; displayName: string; roles: readonly StaffRole[]; actor: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (request.roles.length === 0) {
      await trx.deleteFrom('staff_members').where('subject', '=', request.subject).execute();
    } else {
      await trx
        .insertInto('staff_members')
        .values({ subject: request.subject, display_name: request.displayName, roles: JSON.stringify(request.roles) })
        .onConflict((conflict) =>
          conflict.column('subject').doUpdateSet({ display_name: request.displayName, roles: JSON.stringify(request.roles) }),
        )
        .execute();
    }
    await recordAudit(trx, {
      actor: request.actor,
      action: 'staff.roles',
      subject: { type: 'staff', id: request.subject },
      detail: { roles: request.roles.join(','), displayName: request.displayName },
    });
  });
}
