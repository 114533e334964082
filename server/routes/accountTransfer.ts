import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { accountTransferAgreement } from '../memberArea/accountTransferAgreement';
import { switchFlagProperty } from '../memberArea/queryShapes';

/**
 * The member's 口座振替 agreement (issue 35, SPEC 2.6 /member/jtransfer/agreement): credentialed, never cached, for the
 * member the credential names whatever card is selected (the account pays every card). Someone who is no card member
 * (an applicant, a former member, whose agreement ended with the membership) is refused 4006.
 */
const accountTransfer: FastifyPluginAsync = async (app) => {
  const querystring = { type: 'object', properties: { ...switchFlagProperty }, additionalProperties: false } as const;
  app.get('/external/v1/jtransfer/agreement', { preHandler: app.requireCredential, schema: { querystring } }, async (request, reply) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    const member = await app.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', credential.memberId)
      .where('role', '=', 'member')
      .executeTakeFirst();
    if (!member) throw new DomainError('invalidUserStatus', 'account-transfer agreement of someone who is no card member');
    return reply.header('cache-control', 'no-store').send(success(await accountTransferAgreement(app.db, member.id, app.clock())));
  });
};

export default accountTransfer;
