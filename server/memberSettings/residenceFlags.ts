import type { SessionFlags } from '../../api/bffAnswers';
import { RESIDENCE_EXPIRY_GRACE_DAYS } from '../../enums/residence';
import { dayNumber, parseIsoDate } from '../../validators/calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * SPEC 3.1 flag keys addressMismatchFlg and residenceDeleteFlg, kept with the member (members.address_mismatch,
 * members.residence_deleted) and carried by every credential of their sessions (getCredentialV2 `sessionFlags`).
 * The address mismatch is set by the address change (memberData.ts) and the next report clears both (residence.ts);
 * the card's removal happens here, the first time the member's session is read after the card lapsed.
 */

/** A residence card expired more than 62 days ago can no longer be reported as it is (SPEC 5.3): it has lapsed. */
export function residenceCardLapsed(expiry: string | null, today: string): boolean {
  const expiryDay = parseIsoDate(expiry);
  const day = parseIsoDate(today);
  return expiryDay !== undefined && day !== undefined && dayNumber(day) - dayNumber(expiryDay) > RESIDENCE_EXPIRY_GRACE_DAYS;
}

/** A lapsed card on record is removed (its expiry and photos), the member told to report a new one, and the removal recorded. */
async function removeLapsedResidenceCard(db: Kysely<Database>, memberId: string, today: string): Promise<void> {
  const member = await db.selectFrom('members').select('residence_expiry').where('id', '=', memberId).executeTakeFirst();
  const expiry = member?.residence_expiry ?? null;
  if (expiry === null || !residenceCardLapsed(expiry, today)) return;
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .updateTable('members')
      .set({ residence_expiry: null, residence_card_face: null, residence_card_back: null, residence_deleted: true })
      .where('id', '=', memberId)
      // Another session removing it at the same moment leaves nothing for this one to record.
      .where('residence_expiry', '=', expiry)
      .executeTakeFirst();
    if (removed.numUpdatedRows === 0n) return;
    await trx
      .insertInto('member_changes')
      .values({ member_id: memberId, flow_id: 'residenceLapse', field: 'residenceDateExpiration', old_value: expiry, new_value: null })
      .execute();
  });
}

/** The member's flags as their session carries them, after removing a card that lapsed today. */
export async function sessionFlagsOf(db: Kysely<Database>, memberId: string, today: string): Promise<SessionFlags> {
  await removeLapsedResidenceCard(db, memberId, today);
  const member = await db
    .selectFrom('members')
    .select(['address_mismatch', 'residence_deleted'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return { addressMismatchFlg: member?.address_mismatch ?? false, residenceDeleteFlg: member?.residence_deleted ?? false };
}
