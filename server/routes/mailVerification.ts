import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { verifyMailAddress } from '../memberSettings/mailAddressChange';

interface VerifyBody {
  readonly token: string;
}

/**
 * The link of a mail address change, opened by the logged-in member (/member/mail/verify?token=…; issue 30 item
 * 3). A POST from the page, never a GET of the link itself: a mail client or a scanner that fetches the link changes
 * nothing, and only the member's own session can use it. Personal data in the answer: no-store.
 */
const mailVerification: FastifyPluginAsync = async (app) => {
  app.post<{ Body: VerifyBody }>(
    '/api/bff/member/mail/verify',
    {
      preHandler: app.requireSession,
      // Any text: a link cut short or mangled by a mail client is answered as a link that cannot be used, in words.
      schema: {
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
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
