import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { linkTokenBodySchema, type LinkTokenBody } from '../http/linkTokenBody';
import { verifyMailAddress } from '../memberSettings/mailAddressChange';

/**
 * The link of a mail address change, opened by the logged-in member (/member/mail/verify?token=…; issue 30 item
 * 3). A POST from the page, never a GET of the link itself: a mail client or a scanner that fetches the link changes
 * nothing, and only the member's own session can use it. Personal data in the answer: no-store.
 */
const mailVerification: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LinkTokenBody }>(
    '/api/bff/member/mail/verify',
    {
      preHandler: app.requireSession,
      schema: { body: linkTokenBodySchema },
    },
    async (request, reply) => {
      const session = request.session!;
      if (session.role !== 'member') throw new DomainError('invalidUserStatus', 'mail verification by a non-member');
      const verified = await verifyMailAddress(app.db, app.messages, session.memberId, request.body.token, app.clock());
      return reply.header('cache-control', 'no-store').send(success(verified));
    },
  );
};

export default mailVerification;
