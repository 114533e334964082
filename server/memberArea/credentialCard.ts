import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { NETWORK_LABELS } from '../../enums/card';
import type { StatementCard } from '../../api/memberAreaAnswers';
import type { Card, Database } from '../db/schema';
import { DomainError } from '../http/DomainError';
import { restrictionBanner } from './memberTopState';

/**
 * The card a member-area read is about: the one the credential names (SPEC 7.2, selected through getCredentialV2
 * or, for a former member, getCredentialForExMember), read again with the member's id so a credential can only
 * ever reach its own member's card. A credential without a card (an applicant's) is refused 4006.
 */
export async function credentialCard(db: Kysely<Database>, request: FastifyRequest): Promise<Card> {
  const credential = request.credential;
  if (!credential) throw new DomainError('forbidden', 'no credential');
  if (!credential.cardId) throw new DomainError('invalidUserStatus', 'member-area read without a selected card');
  const card = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', credential.cardId)
    .where('member_id', '=', credential.memberId)
    .executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', 'credential card is no longer the member’s');
  return card;
}

export function statementCard(card: Card): StatementCard {
  return {
    key: card.ppcd_token,
    brand: NETWORK_LABELS[card.network_code],
    card4no: card.card4no,
    nickname: card.nickname,
    restriction: card.active ? restrictionBanner(card) : null,
  };
}
