import { sql, type Kysely } from 'kysely';
import type { AuthorizationLine } from '../../api/memberAreaAnswers';
import type { Database } from '../db/schema';

/**
 * Reads of a card's authorisations (issue 35). The card comes from the credential (the caller's credentialCard), so
 * no id from the browser reaches another member's rows. Pages are read by offset over the indexes
 * `authorizations_card_page` and, for the declines alone, `authorizations_card_declined_page`.
 */
export async function authorizationsPage(
  db: Kysely<Database>,
  cardId: string,
  options: { declinedOnly: boolean; offset: number; limit: number },
): Promise<{ lines: AuthorizationLine[]; total: number }> {
  const ofCard = db
    .selectFrom('authorizations')
    .where('card_id', '=', cardId)
    .$if(options.declinedOnly, (query) => query.where('status', '=', 'declined'));
  const [rows, count] = await Promise.all([
    ofCard
      .select(['id', 'authorized_at', 'shop_name', 'amount_yen', 'status', 'decline_reason'])
      .orderBy('authorized_at', 'desc')
      .orderBy('id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    ofCard.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    lines: rows.map((row) => ({
      id: row.id,
      authorizedAt: new Date(row.authorized_at).toISOString(),
      shopName: row.shop_name,
      amount: row.amount_yen,
      status: row.status,
      declineReason: row.decline_reason,
    })),
    total: count.total,
  };
}
