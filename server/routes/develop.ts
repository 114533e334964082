import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { maskPhoneNumber } from '../otp/oneTimeCode';

const shownMessages = 20;

/**
 * The development outbox (DESIGN.md): what the embedded SMS sender "sent", newest first. Production refuses
 * it whatever the sender, so a misconfigured gateway never turns into a public list of codes.
 */
const develop: FastifyPluginAsync = async (app) => {
  app.get('/api/develop/sms-outbox', async (_request, reply) => {
    if (app.config.NODE_ENV === 'production') throw new DomainError('dataNotFound', 'outbox refused in production');
    const rows = await app.db
      .selectFrom('sms_outbox')
      .select(['id', 'phone_number', 'body', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(shownMessages)
      .execute();
    return reply.header('cache-control', 'no-store').send(
      success({
        messages: rows.map((row) => ({
          id: row.id,
          maskedPhoneNumber: maskPhoneNumber(row.phone_number),
          body: row.body,
          sentAt: new Date(row.sent_at).toISOString(),
        })),
      }),
    );
  });
};

export default develop;
