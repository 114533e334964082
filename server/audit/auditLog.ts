import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditAction } from './auditActions';

/**
 * Who acted: a staff member's id once the operations console exists (issue 31); until then `demo` for /develop's
 * buttons (demo mode only) and `operator:<OS user>` for `npm run outbox`.
 */
export type AuditActor = string;

export interface AuditEntry {
  readonly actor: AuditActor;
  /** `<what>.<verb>`: `outbox.resend`, `goldUpgrade.decide`, `cardApplication.decide`; each named in auditActions.ts. */
  readonly action: AuditAction;
  readonly subject: { readonly type: string; readonly id: string | number };
  /** What the action decided or changed (a decision, a status); never a secret or a message's text. */
  readonly detail?: Readonly<Record<string, string | number | boolean | null>>;
}

/** Records an action in the transaction that takes it: the entry exists if and only if the action does. */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: String(entry.subject.id),
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
