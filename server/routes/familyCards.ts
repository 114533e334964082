import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { familyCardsOf } from '../memberSettings/familyCards';

/** The family card page's read (issue 16, SPEC 2.6 /member/setting/family-card/list): the selected card's family cards. */
const familyCards: FastifyPluginAsync = async (app) => {
  app.get('/external/v1/family-cards', { preHandler: app.requireCredential }, async (request, reply) => {
    const credential = request.credential;
    if (!credential?.cardId) throw new DomainError('invalidUserStatus', 'family cards without a selected card');
    return reply.header('cache-control', 'no-store').send(success(await familyCardsOf(app.db, credential.memberId, credential.cardId)));
  });
};

export default familyCards;
