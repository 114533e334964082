import type { FastifyPluginAsync } from 'fastify';
import { cardDataSource } from '../cardInfo/cardDataSource';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { takeKeyInTransaction } from '../idempotency/idempotencyStore';

/**
 * The data behind the SMS-protected card information pages (SPEC 2.7: /member/cardinfo and /cvv; the reissue, the
 * third, is a flow with `smsRequired`). Without a recent SMS check the answer is 4032, and the page sends the member
 * to the check. Only the last four digits are stored (DESIGN.md); the full number and the security code are asked of
 * the card's source on each request (server/cardInfo/), answered with no-store, and only the fact that they were shown
 * is kept.
 */
const smsProtectedCards: FastifyPluginAsync = async (app) => {
  const activeCards = async (memberId: string) =>
    app.db
      .selectFrom('cards')
      .select(['id', 'ppcd_token', 'issued_on', 'card4no', 'network_code', 'daiko_cd', 'nickname', 'is_family_card', 'card_status'])
      .where('member_id', '=', memberId)
      .where('active', '=', true)
      .orderBy('issued_on')
      .orderBy('id')
      .execute();

  app.get('/api/bff/cardinfo', { preHandler: app.requireSmsVerification }, async (request, reply) => {
    const cards = await activeCards(request.session!.memberId);
    return reply.header('cache-control', 'no-store').send(
      success({
        cards: cards.map((card) => ({
          card4no: card.card4no,
          brand: card.network_code,
          daikoCd: card.daiko_cd,
          nickname: card.nickname,
          isFamilyCard: card.is_family_card,
        })),
      }),
    );
  });

  const numbersOf = cardDataSource(app.config);
  // A POST: the answer is for this one tap, never a resource a browser or a proxy could keep. Its Idempotency-Key is
  // taken in the transaction that records the view (`inTransaction`), so no copy of the answer is stored for a
  // repeat: a repeat is answered by asking the source again. The source is asked first, so a call it fails records
  // no view and leaves the key free for a retry.
  app.post<{ Body: { index: number } }>(
    '/api/bff/cardinfo/numbers',
    {
      preHandler: app.requireSmsVerification,
      config: { idempotency: 'inTransaction' },
      schema: {
        body: {
          type: 'object',
          required: ['index'],
          properties: { index: { type: 'integer', minimum: 0, maximum: 99 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const memberId = request.session!.memberId;
      const card = (await activeCards(memberId))[request.body.index];
      if (!card)
        throw new DomainError('invalidParams', `no card at index ${request.body.index}`, [
          { field: 'index', message: '対象のカードが見つかりません。' },
        ]);
      const shown = success({
        ...(await numbersOf({ token: card.ppcd_token, network: card.network_code, card4no: card.card4no, issuedOn: card.issued_on })),
        nickname: card.nickname,
      });
      const held = request.heldKey;
      const first = await app.db.transaction().execute(async (trx) => {
        if (held && !(await takeKeyInTransaction(trx, held))) return false;
        await trx.insertInto('card_number_views').values({ member_id: memberId, card_id: card.id }).execute();
        return true;
      });
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (!first) return reply.answerEarlierCall(request, async () => shown);
      return reply.send(shown);
    },
  );
};

export default smsProtectedCards;
