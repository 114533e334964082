import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';

/**
 * The data behind the SMS-protected card information page (SPEC 2.7: /member/cardinfo; the reissue, the third, is a
 * flow with `smsRequired`). Without a recent SMS check the answer is 4032, and the page sends the member to the check. Only the
 * last four digits exist anywhere (DESIGN.md); expiry and CVV are not stored, so they are not answered.
 */
const smsProtectedCards: FastifyPluginAsync = async (app) => {
  const activeCards = async (memberId: string) =>
    app.db
      .selectFrom('cards')
      .select(['card4no', 'network_code', 'daiko_cd', 'nickname', 'is_family_card', 'card_status'])
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
};

export default smsProtectedCards;
