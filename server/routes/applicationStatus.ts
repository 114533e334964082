import type { FastifyPluginAsync } from 'fastify';
import type { ApplicationStatusAnswer } from '../../api/applicationStatusAnswer';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * GET /external/v1/apply/status (SPEC 2.2 /confirmation/status): the person's submitted application, its inquiry
 * number and where the examination stands; a draft not yet submitted is not an application.
 */
const applicationStatus: FastifyPluginAsync = async (app) => {
  app.get('/external/v1/apply/status', { preHandler: app.requireCredential }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    const row = await app.db
      .selectFrom('applications')
      .select(['inquiry_number', 'submitted_at', 'result', 'decision'])
      .where('member_id', '=', credential.memberId)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    const answer: ApplicationStatusAnswer = {
      application:
        row?.inquiry_number && row.submitted_at && row.result
          ? {
              inquiryNumber: row.inquiry_number,
              submittedAt: new Date(row.submitted_at).toISOString(),
              result: row.result,
              decision: row.decision,
            }
          : null,
    };
    return success(answer);
  });
};

export default applicationStatus;
