import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { verifyBodySchema, type VerifyBody } from '../otp/verifyBody';
import { tokyoToday } from '../../validators/calendar';
import { sendApplyMobileCode, verifyApplyMobileCode } from '../apply/applySms';
import { consent, readEntry, saveEntry, submit } from '../apply/applyService';
import { isWellFormedCode } from '../otp/oneTimeCode';
import { otpMessages } from '../otp/otpMessages';
import { outboxSmsSender, type SmsSender } from '../otp/smsSender';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * The card application (SPEC 7.2 credentialed calls): the draft is read and saved at every step, consent is
 * recorded, and the application is submitted. Every answer holds personal data: never cached.
 */
export interface ApplyRoutesOptions {
  /** An SMS gateway for the SMS step; the embedded outbox when not given. */
  sender?: SmsSender;
}

const apply: FastifyPluginAsync<ApplyRoutesOptions> = async (app, options) => {
  const sender = options.sender ?? outboxSmsSender(app.db);
  // The flow is for new applicants (SPEC 2.1); a card member adds cards from the member pages, and the router
  // sends one who opens /apply there. The server refuses the data either way.
  const memberIdOf = async (request: FastifyRequest): Promise<string> => {
    if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
    const { memberId } = request.session;
    const member = await app.db.selectFrom('members').select('role').where('id', '=', memberId).executeTakeFirst();
    if (member?.role !== 'applicant') throw new DomainError('invalidUserStatus', `a ${member?.role ?? 'unknown'} opened the apply flow`);
    return memberId;
  };
  const today = (): string => tokyoToday(new Date());
  const flags = () => app.productConfig.featureFlags;

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => success(await readEntry(app.db, await memberIdOf(request), today(), flags())));

  app.post('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => success(await saveEntry(app.db, await memberIdOf(request), request.body, today(), flags())));

  app.post('/external/v1/apply/consent/web', { preHandler: app.requireCredential }, async (request) => success(await consent(app.db, await memberIdOf(request), request.body, today(), flags())));

  app.post('/external/v1/apply/submit', { preHandler: app.requireCredential }, async (request) => success(await submit(app.db, await memberIdOf(request), today(), flags())));

  // The SMS step (SPEC 2.1 /apply/sms/authentication): a code to the mobile number saved on the phone step.
  app.post('/external/v1/apply/sms/send', { preHandler: app.requireCredential }, async (request) => {
    await memberIdOf(request);
    return success(await sendApplyMobileCode(app.db, sender, request.session!, request.ip));
  });

  app.post<{ Body: VerifyBody }>(
    '/external/v1/apply/sms/verify',
    { preHandler: app.requireCredential, schema: { body: verifyBodySchema } },
    async (request) => {
      await memberIdOf(request);
      const { challengeId, code } = request.body;
      if (!isWellFormedCode(code)) throw new DomainError('invalidParams', 'malformed one-time code', [{ field: 'code', message: otpMessages.codeFormat }]);
      return success(await verifyApplyMobileCode(app.db, request.session!, challengeId, code));
    },
  );
};

export default apply;
