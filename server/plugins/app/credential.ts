import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CardCredential } from '../../credentials/credentialStore';
import { DomainError } from '../../http/DomainError';
import { credentialPattern } from './session';

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
      // Looked up with the session by the session plugin (one query for both).
      const credential = request.sessionCredential;
      if (!credential) throw new DomainError('forbidden', 'credential expired, revoked or of another session');
      request.credential = credential;
    });
  },
  { name: 'credential', dependencies: ['session', 'database'] },
);
