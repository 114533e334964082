import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function saveLastSelectedCard(db: Kysely<Database>, memberId: string, cardId: string): Promise<void> {
  await db
    .insertInto('last_selected_cards')
    .values({ member_id: memberId, card_id: cardId })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ card_id: cardId, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function lastSelectedCardId(db: Kysely<Database>, memberId: string): Promise<string | null> {
  const row = await db.selectFrom('last_selected_cards').select('card_id').where('member_id', '=', memberId).executeTakeFirst();
  return row?.card_id ?? null;
}
