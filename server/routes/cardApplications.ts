import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { cardApplicationsOf } from '../memberSettings/multipleCards';

/** The review status page's read (issue 16, SPEC 2.6 /member/setting/multiple-card/review-status, 7.2 reviewStatus). */
const cardApplications: FastifyPluginAsync = async (app) => {
  app.get('/external/v1/multiple/apply/reviewStatus', { preHandler: app.requireCredential }, async (request, reply) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    return reply.header('cache-control', 'no-store').send(success(await cardApplicationsOf(app.db, credential.memberId)));
  });
};

export default cardApplications;
