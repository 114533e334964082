import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { tokyoToday } from '../../validators/calendar';
import { consent, readEntry, saveEntry, submit } from '../apply/applyService';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * The card application (SPEC 7.2 credentialed calls): the draft is read and saved at every step, consent is
 * recorded, and the application is submitted. Every answer holds personal data: never cached.
 */
const apply: FastifyPluginAsync = async (app) => {
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
  const flagOn = (name: string): boolean => (Object.hasOwn(app.productConfig.featureFlags, name) ? app.productConfig.featureFlags[name]?.enabled === true : false);

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => success(await readEntry(app.db, await memberIdOf(request), today())));

  app.post('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => success(await saveEntry(app.db, await memberIdOf(request), request.body, today(), { flagOn })));

  app.post('/external/v1/apply/consent/web', { preHandler: app.requireCredential }, async (request) => success(await consent(app.db, await memberIdOf(request), today())));

  app.post('/external/v1/apply/submit', { preHandler: app.requireCredential }, async (request) => success(await submit(app.db, await memberIdOf(request), today())));
};

export default apply;
