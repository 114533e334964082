import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import type { StaffMember } from '../operations/staffMembers';
import type { MessageComposer } from '../outbox/messageComposer';
import { mailMember } from '../outbox/recipients';
import { tokyoDateTimeText } from '../outbox/tokyoTime';
import { RIGHTS_REQUEST_KIND_LABELS, rightsMessages } from './disclosureMessages';

export type RightsRequestKind = keyof typeof RIGHTS_REQUEST_KIND_LABELS;

export interface RightsRequestFiling {
  readonly memberId: string;
  readonly kind: RightsRequestKind;
  readonly letterReference: string;
  readonly requestText: string;
}

export interface RightsRequest {
  readonly id: number;
  readonly memberId: string;
  readonly memberName: string;
  readonly kind: RightsRequestKind;
  readonly letterReference: string;
  readonly requestText: string;
  readonly filedBy: string;
  readonly filedByName: string;
  readonly filedAt: Date;
  readonly decision: 'approved' | 'declined' | null;
  readonly decidedByName: string | null;
  readonly decidedAt: Date | null;
  readonly decisionNote: string;
}

const isKind = (value: unknown): value is RightsRequestKind =>
  typeof value === 'string' && Object.hasOwn(RIGHTS_REQUEST_KIND_LABELS, value);
const reference = /^[A-Za-z0-9-]{1,20}$/;
const actor = (staff: StaffMember) => `staff:${staff.subject}`;

/** The console's filing form, each field refused in Japanese; the member is checked by the caller, who reads it. */
export function rightsFilingOf(
  form: Partial<Record<keyof RightsRequestFiling, string>>,
): { filing: Omit<RightsRequestFiling, 'memberId'> } | { errors: string[] } {
  const letterReference = (form.letterReference ?? '').normalize('NFKC').trim();
  const requestText = (form.requestText ?? '').trim();
  const errors = [
    ...(isKind(form.kind) ? [] : [rightsMessages.kind]),
    ...(reference.test(letterReference) ? [] : [rightsMessages.letterReference]),
    ...(requestText.length >= 1 && requestText.length <= 1000 ? [] : [rightsMessages.requestText]),
  ];
  if (errors.length > 0 || !isKind(form.kind)) return { errors };
  return { filing: { kind: form.kind, letterReference, requestText } };
}

/** The first pair of eyes: the request as received, filed with who filed it, in one transaction with its audit entry. */
export async function fileRightsRequest(db: Kysely<Database>, staff: StaffMember, filing: RightsRequestFiling): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('data_rights_requests')
      .values({
        member_id: filing.memberId,
        kind: filing.kind,
        letter_reference: filing.letterReference,
        request_text: filing.requestText,
        filed_by: staff.subject,
        filed_by_name: staff.displayName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: actor(staff),
      action: 'rightsRequest.file',
      subject: { type: 'member', id: filing.memberId },
      detail: { request: row.id, kind: filing.kind, letterReference: filing.letterReference },
    });
    return row.id;
  });
}

const requestColumns = [
  'data_rights_requests.id',
  'data_rights_requests.member_id',
  'members.last_name_kanji',
  'members.first_name_kanji',
  'data_rights_requests.kind',
  'data_rights_requests.letter_reference',
  'data_rights_requests.request_text',
  'data_rights_requests.filed_by',
  'data_rights_requests.filed_by_name',
  'data_rights_requests.filed_at',
  'data_rights_requests.decision',
  'data_rights_requests.decided_by_name',
  'data_rights_requests.decided_at',
  'data_rights_requests.decision_note',
] as const;

const readRequests = (db: Kysely<Database>) =>
  db.selectFrom('data_rights_requests').innerJoin('members', 'members.id', 'data_rights_requests.member_id').select(requestColumns);

type RequestRow = Awaited<ReturnType<ReturnType<typeof readRequests>['executeTakeFirstOrThrow']>>;

const requestOf = (row: RequestRow): RightsRequest => ({
  id: row.id,
  memberId: row.member_id,
  memberName: `${row.last_name_kanji} ${row.first_name_kanji}`,
  kind: row.kind,
  letterReference: row.letter_reference,
  requestText: row.request_text,
  filedBy: row.filed_by,
  filedByName: row.filed_by_name,
  filedAt: row.filed_at,
  decision: row.decision,
  decidedByName: row.decided_by_name,
  decidedAt: row.decided_at,
  decisionNote: row.decision_note,
});

export async function rightsRequest(db: Kysely<Database>, id: number): Promise<RightsRequest | null> {
  const row = await readRequests(db).where('data_rights_requests.id', '=', id).executeTakeFirst();
  return row ? requestOf(row) : null;
}

/** The open requests, oldest first, then the latest decided ones. */
export async function rightsRequestQueue(db: Kysely<Database>): Promise<RightsRequest[]> {
  const open = await readRequests(db).where('data_rights_requests.decision', 'is', null).orderBy('data_rights_requests.filed_at').execute();
  const decided = await readRequests(db)
    .where('data_rights_requests.decision', 'is not', null)
    .orderBy('data_rights_requests.decided_at', 'desc')
    .limit(20)
    .execute();
  return [...open, ...decided].map(requestOf);
}

export type RightsDecisionOutcome =
  | { readonly outcome: 'decided' }
  | { readonly outcome: 'refused'; readonly status: 403 | 404 | 409; readonly reason: string };

/**
 * The second pair of eyes: a supervisor who did not file the request approves or declines it, once (the row locked,
 * a decided one refused with who decided); the member is told the result by mail in the same transaction, with the
 * decision's audit entry. A refusal changes nothing and is audited too.
 */
export async function decideRightsRequest(
  db: Kysely<Database>,
  messages: MessageComposer,
  id: number,
  staff: StaffMember,
  decision: { readonly approved: boolean; readonly note: string },
): Promise<RightsDecisionOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('data_rights_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    const refusal: Omit<Extract<RightsDecisionOutcome, { outcome: 'refused' }>, 'outcome'> | null = !row
      ? { status: 404, reason: rightsMessages.notFound }
      : row.decision
        ? { status: 409, reason: rightsMessages.decided(row.decided_by_name ?? '') }
        : row.filed_by === staff.subject
          ? { status: 403, reason: rightsMessages.ownFiling }
          : null;
    if (refusal || !row) {
      await recordAudit(trx, {
        actor: actor(staff),
        action: 'rightsRequest.decideRefused',
        subject: { type: 'rights_request', id },
        detail: { status: refusal?.status ?? 404 },
      });
      return { outcome: 'refused', ...(refusal ?? { status: 404, reason: rightsMessages.notFound }) };
    }
    await trx
      .updateTable('data_rights_requests')
      .set({
        decision: decision.approved ? 'approved' : 'declined',
        decided_by: staff.subject,
        decided_by_name: staff.displayName,
        decided_at: sql<Date>`now()`,
        decision_note: decision.note,
      })
      .where('id', '=', id)
      .execute();
    await mailMember(trx, messages, row.member_id, 'rightsRequestResult', {
      requestKind: RIGHTS_REQUEST_KIND_LABELS[row.kind],
      receivedOn: tokyoDateTimeText(row.filed_at),
      approved: decision.approved,
      note: decision.note,
    });
    await recordAudit(trx, {
      actor: actor(staff),
      action: 'rightsRequest.decide',
      subject: { type: 'member', id: row.member_id },
      detail: { request: id, kind: row.kind, decision: decision.approved ? 'approved' : 'declined' },
    });
    return { outcome: 'decided' };
  });
}
