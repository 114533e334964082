import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import type { MessageComposer } from '../outbox/messageComposer';
import { maskMailAddress, memberRecipient } from '../outbox/recipients';
import { tokyoDateTimeText } from '../outbox/tokyoTime';

/**
 * A changed mail address is proven before it is used (issue 30 item 3): the change flow's completion sends a link to
 * the new address (single use, 24 hours, bound to the member and the address, its token kept as a SHA-256 hash
 * only); the address changes when the logged-in member opens it, and the old address is told.
 */
export const verificationHours = 24;

export const mailVerificationMessages = {
  unusable: 'このリンクは使えません。メールアドレスの変更をお手続きのうえ、最新のメールのリンクを開いてください。',
  expired: `このリンクの有効期限（${verificationHours}時間）が切れています。もう一度メールアドレスの変更をお手続きください。`,
  used: 'このリンクはすでに使われています。メールアドレスの変更が必要な場合は、もう一度お手続きください。',
} as const;

const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The mail change flow's completion: the new address waits for its owner (an earlier link for this member stops
 * working), and the link goes to it in the same transaction. The member's address is not changed here.
 */
export const mailAddressVerificationSent: FlowEffect = async ({ trx, ownerId, answers, now, messages }: EffectContext) => {
  const next = answers['mailAddress']?.['mailAddress'];
  if (typeof next !== 'string') throw new Error('mail address change completed without an address');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + verificationHours * 3_600_000);
  await trx.deleteFrom('mail_address_verifications').where('member_id', '=', ownerId).where('used_at', 'is', null).execute();
  await trx
    .insertInto('mail_address_verifications')
    .values({ token_hash: tokenHash(token), member_id: ownerId, mail_address: next, expires_at: expiresAt })
    .execute();
  const recipient = await memberRecipient(trx, ownerId);
  await messages.mail(trx, {
    kind: 'mailAddressVerification',
    to: next,
    memberId: ownerId,
    params: { name: recipient?.name ?? '', mailAddress: next, token, expiresAt: tokyoDateTimeText(expiresAt) },
    secrets: [token],
  });
  return { mailAddress: next };
};

/**
 * The link opened by the logged-in member: the address becomes the member's, with its change record, and the old
 * address is told, all in one transaction. Opening it again answers the same (safe to repeat); a link of another
 * member, an unknown or superseded one, an expired or used one changes nothing and says why.
 */
export async function verifyMailAddress(
  db: Kysely<Database>,
  messages: MessageComposer,
  memberId: string,
  token: string,
  now: Date,
): Promise<{ mailAddress: string }> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('mail_address_verifications')
      .select(['mail_address', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('token_hash', '=', tokenHash(token))
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    const refuse = (message: string, reason: string) => new DomainError('invalidParams', reason, [{ field: 'token', message }]);
    if (!found) throw refuse(mailVerificationMessages.unusable, 'no such verification for this member');
    const recipient = await memberRecipient(trx, memberId);
    if (found.used_at) {
      if (recipient?.mailAddress === found.mail_address) return { mailAddress: found.mail_address };
      throw refuse(mailVerificationMessages.used, 'verification already used');
    }
    if (found.expired) throw refuse(mailVerificationMessages.expired, 'verification expired');

    const previous = recipient?.mailAddress ?? null;
    await trx
      .updateTable('mail_address_verifications')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    await trx.updateTable('members').set({ mail_address: found.mail_address }).where('id', '=', memberId).execute();
    await trx
      .insertInto('member_changes')
      .values({ member_id: memberId, flow_id: 'mailSetting', field: 'mailAddress', old_value: previous, new_value: found.mail_address })
      .execute();
    if (previous && previous !== found.mail_address) {
      await messages.mail(trx, {
        kind: 'mailAddressChanged',
        to: previous,
        memberId,
        params: { name: recipient?.name ?? '', newAddress: maskMailAddress(found.mail_address), changedAt: tokyoDateTimeText(now) },
      });
    }
    return { mailAddress: found.mail_address };
  });
}
