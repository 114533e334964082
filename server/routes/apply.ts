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
  const memberIdOf = (request: FastifyRequest): string => {
    if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
    return request.session.memberId;
  };
  const today = (): string => tokyoToday(new Date());

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => success(await readEntry(app.db, memberIdOf(request), today())));

  app.post('/external/v1/apply/entry', { preHandler: app.requireCredential }, async (request) => success(await saveEntry(app.db, memberIdOf(request), request.body, today())));

  app.post('/external/v1/apply/consent/web', { preHandler: app.requireCredential }, async (request) => success(await consent(app.db, memberIdOf(request), today())));

  app.post('/external/v1/apply/submit', { preHandler: app.requireCredential }, async (request) => success(await submit(app.db, memberIdOf(request), today())));
};

export default apply;
