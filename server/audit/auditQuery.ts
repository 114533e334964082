import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditQuery {
  /** Part of the actor (`staff:examiner1`, `demo`). */
  readonly actor?: string;
  /** The action or its start (`application.` finds every application action). */
  readonly action?: string;
  /** The record's id exactly (an inquiry number, a request number). */
  readonly subject?: string;
  /** Tokyo calendar days, inclusive, YYYY-MM-DD. */
  readonly from?: string;
  readonly to?: string;
  /** Entries older than this id (the next page). */
  readonly before?: number;
  readonly limit: number;
}

export interface AuditRecord {
  readonly id: number;
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string;
  readonly detail: Record<string, unknown>;
}

const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The audit log for an auditor, newest first (issue 31 item 6); one more than `limit` tells whether older ones exist. */
export async function readAuditLog(db: Kysely<Database>, query: AuditQuery): Promise<{ records: AuditRecord[]; more: boolean }> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.actor) select = select.where('actor', 'like', `%${likeEscaped(query.actor)}%`);
  if (query.action) select = select.where('action', 'like', `${likeEscaped(query.action)}%`);
  if (query.subject) select = select.where('subject_id', '=', query.subject);
  if (query.from) select = select.where('at', '>=', sql<Date>`(${query.from}::date)::timestamp at time zone 'Asia/Tokyo'`);
  if (query.to) select = select.where('at', '<', sql<Date>`((${query.to}::date) + 1)::timestamp at time zone 'Asia/Tokyo'`);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  const rows = await select
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return {
    records: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      at: new Date(row.at),
      actor: row.actor,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      detail: row.detail,
    })),
    more: rows.length > query.limit,
  };
}
