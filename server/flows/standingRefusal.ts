import type { Kysely, Transaction } from 'kysely';
import { CardStatus } from '../../enums/card';
import { ResidenceValidity } from '../../enums/residence';
import type { FlowEntry } from '../../flows/index';
import { parseIsoDate } from '../../validators/calendar';
import type { Database } from '../db/schema';
import { DomainError } from '../http/DomainError';
import { residenceValidity } from '../memberSettings/residence';
import { residenceCardLapsed } from '../memberSettings/residenceFlags';
import type { DraftKey } from './draftRepository';

/**
 * The refusals a flow's declaration asks of the host (flows/flowEntry.ts `needsCardInUse`, `needsValidResidence`),
 * read from the stored card and member rather than from a flow's own input: one rule for every flow that declares it,
 * so a member meets the same screen from each (SPEC 8.2 sales stopped, residence status must be renewed).
 */
export async function standingRefusal(
  db: Kysely<Database> | Transaction<Database>,
  entry: FlowEntry,
  key: DraftKey,
  today: string,
): Promise<DomainError | undefined> {
  if (entry.needsCardInUse && entry.subject === 'card') {
    const card = await db
      .selectFrom('cards')
      .select('card_status')
      .where('id', '=', key.subjectId)
      .where('member_id', '=', key.ownerId)
      .executeTakeFirst();
    if (card && card.card_status !== CardStatus.Normal)
      return new DomainError('salesStopped', `the ${entry.id} flow for a card in status ${card.card_status}`);
  }
  if (entry.needsValidResidence) {
    const member = await db
      .selectFrom('members')
      .select(['residence_document_status', 'residence_expiry', 'address_mismatch', 'residence_deleted'])
      .where('id', '=', key.ownerId)
      .executeTakeFirst();
    // SPEC 8.1's second meanings of 4007 and 4006 (server/memberSettings/residenceFlags.ts): a card lapsed today is
    // removed when the browser asks the session's flags to tell the meaning.
    if (member && (member.residence_deleted || residenceCardLapsed(member.residence_expiry, today)))
      return new DomainError('overpaymentDetail', `the ${entry.id} flow with the residence card removed`, [], 'residenceDeleteFlg');
    if (member && residenceExpired(member, today))
      return new DomainError('residenceRenewalRequired', `the ${entry.id} flow with an expired residence card`);
    if (member?.address_mismatch)
      return new DomainError(
        'invalidUserStatus',
        `the ${entry.id} flow with the home address not on the residence card`,
        [],
        'addressMismatchFlg',
      );
  }
  return undefined;
}

/**
 * Expired by the status the issuer keeps (SPEC 4, first digit 4), or by the expiry on record having passed since it was
 * set: the status is written when a report is made, and the day goes on without it.
 */
function residenceExpired(member: { readonly residence_document_status: string; readonly residence_expiry: string | null }, today: string) {
  if (member.residence_document_status.startsWith(ResidenceValidity.Expired)) return true;
  const expiry = parseIsoDate(member.residence_expiry);
  const day = parseIsoDate(today);
  return expiry !== undefined && day !== undefined && residenceValidity(expiry, day) === ResidenceValidity.Expired;
}
