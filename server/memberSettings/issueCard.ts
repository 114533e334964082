import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CARD_TYPE_LABELS, NETWORK_LABELS, type CardType, type Network } from '../../enums/card';
import { defaultNickname } from '../../enums/cardDesigns';
import type { Database } from '../db/schema';

/**
 * A new card for a member, awaiting activation: the card-number source's token (server/cardInfo/ asks it for the
 * full number on request) and the last four digits are all that is stored. An approved application's first card and
 * an approved additional card are issued alike. Answers the new card's id.
 */
export async function issueCard(
  trx: Transaction<Database>,
  card: {
    readonly memberId: string;
    readonly cardType: CardType;
    readonly network: Network;
    readonly faceCode: string;
    readonly today: string;
    readonly creditLimit?: number;
    readonly pinHash?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('cards')
    .values({
      id,
      member_id: card.memberId,
      ppcd_token: randomBytes(24).toString('hex'),
      card4no: String(randomInt(0, 10_000)).padStart(4, '0'),
      daiko_cd: card.cardType,
      shurui_no: card.faceCode,
      network_code: card.network,
      nickname: defaultNickname(card.cardType, card.network) ?? `${NETWORK_LABELS[card.network]} ${CARD_TYPE_LABELS[card.cardType]}`,
      is_default_nickname: true,
      issued_on: card.today,
      activated: false,
      ...(card.creditLimit !== undefined ? { credit_limit: card.creditLimit } : {}),
      ...(card.pinHash ? { pin_hash: card.pinHash } : {}),
    })
    .execute();
  return id;
}
