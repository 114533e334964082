import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../flows/draftRepository';
import type { MailKind, MailParams } from './mailKinds';
import type { MessageComposer } from './messageComposer';

export interface MemberRecipient {
  /** As a mail addresses the member: 「山田 太郎」. */
  readonly name: string;
  /** Null: no address registered, so no mail can be sent. */
  readonly mailAddress: string | null;
}

/** The name and registered mail address a message to this member uses. */
export async function memberRecipient(db: Db, memberId: string): Promise<MemberRecipient | undefined> {
  const member = await db
    .selectFrom('members')
    .select(['last_name_kanji', 'first_name_kanji', 'mail_address'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member && { name: `${member.last_name_kanji} ${member.first_name_kanji}`.trim(), mailAddress: member.mail_address };
}

/** A mail address shown where the whole one should not be (the old address's notice): n******@example.jp. */
export const maskMailAddress = (address: string): string =>
  address.replace(/^(.)[^@]*@/, (_match, first: string) => `${first}${'*'.repeat(6)}@`);

/**
 * A mail of this kind to the member's registered address, with the member's name, in the caller's transaction; a
 * member without an address gets none (the pages say the same in the member's messages).
 */
export async function mailMember<K extends MailKind>(
  trx: Transaction<Database>,
  messages: MessageComposer,
  memberId: string,
  kind: K,
  params: Omit<MailParams<K>, 'name'>,
): Promise<void> {
  const recipient = await memberRecipient(trx, memberId);
  if (!recipient?.mailAddress) return;
  await messages.mail(trx, { kind, to: recipient.mailAddress, memberId, params: { ...params, name: recipient.name } as MailParams<K> });
}
