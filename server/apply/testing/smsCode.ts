import type { FastifyInstance } from 'fastify';
import { settleOutbox } from '../../outbox/testing/settleOutbox';
import type { Applicant } from './applicant';

/** The newest code where codes land without a gateway (the local SMS outbox). */
export async function localOutboxCode(app: FastifyInstance): Promise<string> {
  const message = await app.db.selectFrom('sms_outbox').select('body').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /[0-9]{6}/.exec(message.body)?.[0] ?? '';
}

/**
 * The apply SMS step as the applicant does it: ask for a code to the saved mobile number, read it where it
 * arrived (`phone`: the local SMS outbox unless given), type it. Answers the step's answers the server now accepts.
 */
export async function proveMobile(
  app: FastifyInstance,
  applicant: Applicant,
  code?: (sent: string) => string,
  phone: (app: FastifyInstance) => Promise<string> = localOutboxCode,
): Promise<{ smsAuthMobNum: string }> {
  const sent = await applicant.post('/external/v1/apply/sms/send');
  if (sent.statusCode !== 200) throw new Error(`sms send: ${sent.body}`);
  const { challengeId } = sent.json().data as { challengeId: string };
  await settleOutbox(app);
  const delivered = await phone(app);
  const verified = await applicant.post('/external/v1/apply/sms/verify', { challengeId, code: code ? code(delivered) : delivered });
  if (verified.statusCode !== 200) throw new Error(`sms verify: ${verified.body}`);
  return verified.json().data as { smsAuthMobNum: string };
}
