import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The member's registered name, as a case shows who asked. */
export async function memberName(db: Kysely<Database> | Transaction<Database>, memberId: string): Promise<string> {
  const member = await db
    .selectFrom('members')
    .select(['last_name_kanji', 'first_name_kanji'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member ? `${member.last_name_kanji} ${member.first_name_kanji}`.trim() : '';
}
