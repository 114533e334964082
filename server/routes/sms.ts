import type { FastifyPluginAsync } from 'fastify';
import { verifyBodySchema, type VerifyBody } from '../otp/verifyBody';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { isWellFormedCode } from '../otp/oneTimeCode';
import { otpMessages } from '../otp/otpMessages';
import { maskedPhoneOf, sendCode, verifyCode, type CodeChannel } from '../otp/smsChallenges';

/**
 * SMS step-up (SPEC 2.7, 8.1 4032): a logged-in member asks for a code sent to the registered mobile number,
 * then proves it; the session becomes SMS-verified under a new id. Answers carry personal data: no-store.
 */
const sms: FastifyPluginAsync = async (app) => {
  app.get('/api/bff/sms/status', { preHandler: app.requireSession }, async (request, reply) => {
    const session = request.session!;
    return reply
      .header('cache-control', 'no-store')
      .send(success({ smsVerified: session.smsVerified, maskedPhoneNumber: await maskedPhoneOf(app.db, session.memberId) }));
  });

  // The code by SMS, or read out by a voice call for a phone that does not receive SMS (/member/cardinfo/auth-select).
  app.post<{ Body: { readonly channel?: CodeChannel } | undefined }>(
    '/api/bff/sms/send',
    {
      preHandler: app.requireSession,
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { channel: { type: 'string', enum: ['sms', 'voice'] } },
        },
      },
    },
    async (request, reply) => {
      const sent = await sendCode(app.db, app.messages, request.session!, request.ip, undefined, request.body?.channel ?? 'sms');
      return reply.header('cache-control', 'no-store').send(success(sent));
    },
  );

  app.post<{ Body: VerifyBody }>(
    '/api/bff/sms/verify',
    { preHandler: app.requireSession, schema: { body: verifyBodySchema } },
    async (request, reply) => {
      const { challengeId, code } = request.body;
      if (!isWellFormedCode(code)) {
        throw new DomainError('invalidParams', 'malformed one-time code', [{ field: 'code', message: otpMessages.codeFormat }]);
      }
      const sessionId = await verifyCode(app.db, request.session!, challengeId, code);
      app.setSessionCookie(reply, sessionId);
      return reply.header('cache-control', 'no-store').send(success({ smsVerified: true }));
    },
  );
};

export default sms;
