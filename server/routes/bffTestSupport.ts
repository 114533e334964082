import type { FastifyPluginAsync } from 'fastify';
import { expireSessionCredentials } from '../credentials/credentialStore';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/**
 * Registered only when NODE_ENV=test (see app.ts): lets a browser journey expire its credentials mid-flow
 * instead of waiting out the lifetime.
 */
const bffTestSupport: FastifyPluginAsync = async (app) => {
  app.post('/api/test/expireCredentials', { preHandler: app.requireSession }, async (request, reply) => {
    if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
    await expireSessionCredentials(app.db, request.session.webTokenKey);
    return reply.header('cache-control', 'no-store').send(success({ expired: true }));
  });
};

export default bffTestSupport;
