import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DisclosureRequestRow } from '../../api/disclosureAnswers';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import { DomainError } from '../http/DomainError';
import type { MessageComposer } from '../outbox/messageComposer';
import { maskMailAddress, memberRecipient } from '../outbox/recipients';
import { tokyoDateTimeText } from '../outbox/tokyoTime';
import type { FileStorage } from '../uploads/fileStorage';
import { disclosureArchive } from './disclosureExport';
import { DISCLOSURE_LINK_DAYS, disclosureMessages, MEMBER_REQUESTS_PER_DAY } from './disclosureMessages';
import { collectDisclosureRecords } from './disclosureRecords';

/** Who asked: the member in the member area, or staff for a request received by post (the staff member's subject). */
export type DisclosureRequester =
  | { readonly receivedBy: 'member' }
  | {
      readonly receivedBy: 'post';
      readonly staffSubject: string;
      /** The letter's own number (受付番号), so the audit entry leads to the paper file with the identity documents. */
      readonly letterReference: string;
    };

export interface DisclosureRequested {
  readonly requestId: string;
  readonly requestedAt: Date;
  readonly expiresAt: Date;
  /** Where the link went, masked as the old-address notice masks it. */
  readonly mailedTo: string;
}

const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * APPI 第33条: the export of everything held about the member is made and put in the file store, then one transaction
 * records the request, ends the link of an earlier one still open and writes the mail with the link to the member's
 * registered address (so the request exists if and only if its mail does). The link's token is in the mail only: the
 * row keeps its SHA-256 and the outbox masks it once delivered. A transaction that fails takes the stored export
 * with it.
 */
export async function requestDisclosure(
  db: Kysely<Database>,
  storage: FileStorage,
  messages: MessageComposer,
  memberId: string,
  requester: DisclosureRequester,
  now: Date,
): Promise<DisclosureRequested> {
  const recipient = await memberRecipient(db, memberId);
  if (!recipient?.mailAddress)
    throw new DomainError('invalidParams', 'disclosure for a member without a mail address', [
      { field: 'mailAddress', message: disclosureMessages.noMailAddress },
    ]);
  const mailAddress = recipient.mailAddress;
  if (requester.receivedBy === 'member') {
    const today = await db
      .selectFrom('disclosure_requests')
      .select(sql<number>`count(*)::int`.as('requests'))
      .where('member_id', '=', memberId)
      .where('received_by', '=', 'member')
      .where('requested_at', '>', new Date(now.getTime() - 86_400_000))
      .executeTakeFirstOrThrow();
    if (today.requests >= MEMBER_REQUESTS_PER_DAY)
      throw new DomainError('invalidParams', 'disclosure requests per day reached', [
        { field: 'disclosure', message: disclosureMessages.dailyLimit },
      ]);
  }
  const archive = await disclosureArchive(await collectDisclosureRecords(db, storage, memberId, now), requester.receivedBy);
  const exportFile = `${randomUUID()}.zip`;
  await storage.put(exportFile, archive);
  const token = randomBytes(32).toString('base64url');
  const requestId = randomUUID();
  const expiresAt = new Date(now.getTime() + DISCLOSURE_LINK_DAYS * 86_400_000);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('disclosure_requests')
        .set({ superseded_at: now })
        .where('member_id', '=', memberId)
        .where('downloaded_at', 'is', null)
        .where('superseded_at', 'is', null)
        .execute();
      await trx
        .insertInto('disclosure_requests')
        .values({
          id: requestId,
          member_id: memberId,
          received_by: requester.receivedBy,
          prepared_by: requester.receivedBy === 'post' ? requester.staffSubject : null,
          requested_at: now,
          token_hash: tokenHash(token),
          expires_at: expiresAt,
          export_file: exportFile,
        })
        .execute();
      await messages.mail(trx, {
        kind: 'disclosureReady',
        to: mailAddress,
        memberId,
        params: { name: recipient.name, token, expiresAt: tokyoDateTimeText(expiresAt), requestedAt: tokyoDateTimeText(now) },
        secrets: [token],
      });
      if (requester.receivedBy === 'post')
        await recordAudit(trx, {
          actor: `staff:${requester.staffSubject}`,
          action: 'disclosure.prepare',
          subject: { type: 'member', id: memberId },
          detail: { request: requestId, receivedBy: 'post', letterReference: requester.letterReference },
        });
    });
  } catch (error) {
    await storage.delete(exportFile);
    throw error;
  }
  return { requestId, requestedAt: now, expiresAt, mailedTo: maskMailAddress(mailAddress) };
}

/** A member's requests, newest first, as the request page lists them: when, how, and whether the link still works. */
export async function disclosureHistory(db: Kysely<Database>, memberId: string, now: Date): Promise<DisclosureRequestRow[]> {
  const rows = await db
    .selectFrom('disclosure_requests')
    .select(['requested_at', 'received_by', 'expires_at', 'downloaded_at', 'superseded_at'])
    .where('member_id', '=', memberId)
    .orderBy('requested_at', 'desc')
    .limit(10)
    .execute();
  return rows.map((row) => ({
    requestedAt: row.requested_at.toISOString(),
    receivedBy: row.received_by,
    expiresAt: row.expires_at.toISOString(),
    state: linkState(row, now),
  }));
}

/** Where a request's link stands: still usable, or why not. */
export function linkState(
  row: { readonly downloaded_at: Date | null; readonly superseded_at: Date | null; readonly expires_at: Date },
  now: Date,
): DisclosureRequestRow['state'] {
  if (row.downloaded_at) return 'downloaded';
  if (row.superseded_at) return 'replaced';
  return row.expires_at <= now ? 'expired' : 'waiting';
}

/**
 * The link opened by the logged-in member: the export, once. The file is read first (the file store may be the
 * database itself, which a transaction held open would wait on), then the row is marked downloaded only while it is
 * still open, so of two clicks at once one gets the file and the other the refusal. A link of another member, an
 * unknown, used, replaced or expired one gives nothing and says why in Japanese. A download cut short is not given
 * again: the member asks anew.
 */
export async function downloadDisclosure(
  db: Kysely<Database>,
  storage: FileStorage,
  memberId: string,
  token: string,
  now: Date,
): Promise<{ readonly archive: Buffer; readonly requestedAt: Date }> {
  const found = await db
    .selectFrom('disclosure_requests')
    .select(['id', 'member_id', 'requested_at', 'expires_at', 'downloaded_at', 'superseded_at', 'export_file', 'export_deleted_at'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  const refuse = (message: string, reason: string) => new DomainError('invalidParams', reason, [{ field: 'token', message }]);
  if (!found) throw refuse(disclosureMessages.linkUnusable, 'no disclosure for this token');
  if (found.member_id !== memberId) throw refuse(disclosureMessages.linkOfAnother, "another member's disclosure link");
  if (found.downloaded_at) throw refuse(disclosureMessages.linkUsed, 'disclosure already downloaded');
  if (found.superseded_at) throw refuse(disclosureMessages.linkReplaced, 'disclosure link replaced by a newer request');
  const archive = found.expires_at > now && !found.export_deleted_at ? await storage.get(found.export_file) : null;
  if (!archive) throw refuse(disclosureMessages.linkExpired, 'disclosure link expired');
  const taken = await db
    .updateTable('disclosure_requests')
    .set({ downloaded_at: now })
    .where('id', '=', found.id)
    .where('downloaded_at', 'is', null)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw refuse(disclosureMessages.linkUsed, 'disclosure downloaded by a concurrent call');
  return { archive, requestedAt: found.requested_at };
}
