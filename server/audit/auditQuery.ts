import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditAction } from './auditActions';

export interface AuditQuery {
  /** Part of a staff member's name or of the actor as stored (`operator:`, `member:`). */
  readonly actor?: string;
  readonly action?: AuditAction;
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
  /** The actor as an auditor reads it: a staff member's name, 「システム」, the operator's user. */
  readonly actorName: string;
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string;
  readonly detail: Record<string, unknown>;
}

const STAFF = 'staff:';

/** The actors auditLog.ts writes, as an auditor reads them; a staff member who has since left keeps their subject. */
function actorNameOf(actor: string, staffNames: ReadonlyMap<string, string>): string {
  const [kind = '', ...rest] = actor.split(':');
  const who = rest.join(':');
  if (kind === 'staff') return staffNames.get(who) ?? `職員（${who}）`;
  if (kind === 'system') return who === 'retention' ? 'システム（保存期間）' : 'システム';
  if (kind === 'operator') return `運用担当者（${who}）`;
  if (kind === 'member') return `会員（${who}）`;
  if (actor === 'demo') return 'デモの操作';
  return '不明';
}

const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The audit log for an auditor, newest first (issue 31 item 6); one more than `limit` tells whether older ones exist. */
export async function readAuditLog(db: Kysely<Database>, query: AuditQuery): Promise<{ records: AuditRecord[]; more: boolean }> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.actor) {
    const typed = `%${likeEscaped(query.actor)}%`;
    select = select.where((where) =>
      where.or([
        where('actor', 'like', typed),
        where(
          'actor',
          'in',
          where.selectFrom('staff_members').select(sql<string>`'staff:' || subject`.as('actor')).where('display_name', 'like', typed),
        ),
      ]),
    );
  }
  if (query.action) select = select.where('action', '=', query.action);
  if (query.subject) select = select.where('subject_id', '=', query.subject);
  if (query.from) select = select.where('at', '>=', sql<Date>`(${query.from}::date)::timestamp at time zone 'Asia/Tokyo'`);
  if (query.to) select = select.where('at', '<', sql<Date>`((${query.to}::date) + 1)::timestamp at time zone 'Asia/Tokyo'`);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  const rows = await select
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const shown = rows.slice(0, query.limit);
  const subjects = [...new Set(shown.flatMap((row) => (row.actor.startsWith(STAFF) ? [row.actor.slice(STAFF.length)] : [])))];
  const names = new Map(
    subjects.length === 0
      ? []
      : (await db.selectFrom('staff_members').select(['subject', 'display_name']).where('subject', 'in', subjects).execute()).map(
          (staff) => [staff.subject, staff.display_name] as const,
        ),
  );
  return {
    records: shown.map((row) => ({
      id: row.id,
      at: new Date(row.at),
      actor: row.actor,
      actorName: actorNameOf(row.actor, names),
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      detail: row.detail,
    })),
    more: rows.length > query.limit,
  };
}
