import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { activeCards, toCardListItem } from '../credentials/cardList';
import type { CardCredential } from '../credentials/credentialStore';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

function credentialOf(request: FastifyRequest): CardCredential {
  if (!request.credential) throw new DomainError('forbidden', 'no credential');
  return request.credential;
}

/** Credentialed member reads of SPEC 7.2: the user info and the member's cards for the web. */
const userInfo: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/user/userinfo', { preHandler: app.requireCredential }, async (request) => {
    const { memberId } = credentialOf(request);
    const member = await app.db
      .selectFrom('members')
      .select(['ppcd_web_guid', 'mobile_number'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return success({ ppcdWebGuid: member.ppcd_web_guid, phoneNumber: member.mobile_number });
  });

  app.get('/external/v1/user/multiple/cards/web', { preHandler: app.requireCredential }, async (request) => {
    const { memberId, cardId } = credentialOf(request);
    // An applicant or a former member truly has no card in use: an empty list, not a refusal.
    const cards = await activeCards(app.db, memberId);
    return success({ cardList: cards.map((card) => toCardListItem(card, cardId)) });
  });
};

export default userInfo;
