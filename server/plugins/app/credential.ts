import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findCredential, type CardCredential } from '../../credentials/credentialStore';
import { DomainError } from '../../http/DomainError';

declare module 'fastify' {
  interface FastifyRequest {
    /** The per-call credential's member and card, set by requireCredential. */
    credential: CardCredential | null;
  }
  interface FastifyInstance {
    /** preHandler for the credentialed calls of SPEC 7.2. */
    requireCredential: preHandlerAsyncHookHandler;
  }
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

const credentialPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * SPEC 7.2: a credentialed call carries the header ppcdCredential (plus regularFlg when set) and the query
 * ppcdSwitchServiceFlg=yes. No session is the session plugin's 401; any credential that is missing, expired,
 * revoked with its session or issued to another session is 403 with codeId 4031, on which the browser fetches a
 * new one once and retries once.
 */
export default fp(
  async (app) => {
    app.decorateRequest('credential', null);

    app.decorate('requireCredential', async function (this: unknown, request: FastifyRequest, reply) {
      await app.requireSession.call(app, request, reply);
      const session = request.session;
      if (!session) throw new DomainError('refreshTokenExpired', 'no session');

      const switchFlag = (request.query as Record<string, unknown> | undefined)?.['ppcdSwitchServiceFlg'];
      if (switchFlag !== undefined && switchFlag !== 'yes') throw new DomainError('invalidParams', 'bad ppcdSwitchServiceFlg');
      const regularFlg = singleHeader(request, 'regularflg');
      if (regularFlg !== undefined && regularFlg !== '0' && regularFlg !== '1') throw new DomainError('invalidParams', 'bad regularFlg');

      const given = singleHeader(request, 'ppcdcredential');
      if (!given || !credentialPattern.test(given)) throw new DomainError('forbidden', 'credential missing or malformed');
      const credential = await findCredential(app.db, session, given);
      if (!credential) throw new DomainError('forbidden', 'credential expired, revoked or of another session');
      request.credential = credential;
    });
  },
  { name: 'credential', dependencies: ['session', 'database'] },
);
