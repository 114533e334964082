import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findDraft } from '../flows/draftRepository';
import { DomainError } from '../http/DomainError';
import { hashSecret, newSecret } from '../sessions/sessionStore';

/**
 * Another card's partner-ID linkage access token (SPEC 7.2 accesstoken, then the consent call): issued once the
 * member's draft holds the partner's mobile number (the certification page), bound to that member and number, kept
 * only as a hash, good for ten minutes. The consent it allows may be sent again with it (a retried call); a number
 * changed since takes a new token.
 */
export const linkageTokenMinutes = 10;

export const linkageTokenMessages = {
  notCertified: 'パートナー携帯会社にご登録の携帯電話番号を入力してから、連携に進んでください。',
  unusable: '連携の有効期限が切れました。もう一度、携帯電話番号の入力からお進みください。',
} as const;

/** The partner's mobile number the member's open draft gives, if any. */
async function certifiedNumber(db: Kysely<Database>, memberId: string): Promise<string | undefined> {
  const draft = await findDraft(db, { ownerId: memberId, flowId: 'multipleCard', subjectId: '' });
  const number = draft?.status === 'draft' ? draft.answers['sbIdLinkageCertification']?.['sbIdLinkageMobNum'] : undefined;
  return typeof number === 'string' ? number : undefined;
}

export async function issueLinkageToken(
  db: Kysely<Database>,
  memberId: string,
): Promise<{ readonly accessToken: string; readonly expiresIn: number }> {
  const number = await certifiedNumber(db, memberId);
  if (number === undefined)
    throw new DomainError('invalidUserStatus', 'linkage token before the certification', [
      { field: 'sbIdLinkageMobNum', message: linkageTokenMessages.notCertified },
    ]);
  const accessToken = newSecret();
  await db
    .insertInto('partner_linkage_tokens')
    .values({
      token_hash: hashSecret(accessToken),
      member_id: memberId,
      mob_num: number,
      expires_at: sql<Date>`now() + make_interval(mins => ${linkageTokenMinutes})`,
    })
    .execute();
  return { accessToken, expiresIn: linkageTokenMinutes * 60 };
}

/**
 * Checks the member's token and records its first use: 4040, the account-link failure (the linkage starts again from
 * the certification), when
 * it is unknown, another's, expired, or for a number the draft no longer gives.
 */
export async function useLinkageToken(db: Kysely<Database>, memberId: string, accessToken: string): Promise<void> {
  const number = (await certifiedNumber(db, memberId)) ?? '';
  const used = await db
    .updateTable('partner_linkage_tokens')
    .set({ used_at: sql<Date>`coalesce(used_at, now())` })
    .where('token_hash', '=', hashSecret(accessToken))
    .where('member_id', '=', memberId)
    .where('mob_num', '=', number)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n)
    throw new DomainError('accountLinkFailed', 'linkage token unusable', [
      { field: 'accessToken', message: linkageTokenMessages.unusable },
    ]);
}
