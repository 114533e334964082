import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../http/DomainError';
import {
  endSession,
  sessionAbsoluteHours,
  startSession,
  touchSession,
  type ActiveSession,
  type SessionCredential,
} from '../../sessions/sessionStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member's session, or null. */
    session: ActiveSession | null;
    /** True when the browser sent a session that has timed out (answered 4004 rather than "not logged in"). */
    sessionExpired: boolean;
    /**
     * The live credential of this session named by the call's ppcdCredential header, found with the session in one
     * query; null when there is none. Read it through requireCredential (plugins/app/credential.ts).
     */
    sessionCredential: SessionCredential | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in member. */
    requireSession: preHandlerAsyncHookHandler;
    /** preHandler for the SMS-protected data (SPEC 2.7): a logged-in member whose session passed an SMS check. */
    requireSmsVerification: preHandlerAsyncHookHandler;
    /** Hands the browser a rotated session id (the old one is already dead on the server). */
    setSessionCookie(reply: FastifyReply, id: string): void;
    /** Starts a member's session, replacing the browser's previous one, and sets the cookie. */
    logIn(request: FastifyRequest, reply: FastifyReply, memberId: string): Promise<void>;
    /** Ends the browser's session on the server and clears the cookie. */
    logOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Cookie options shared by the session and login-attempt cookies. */
    secureCookies: boolean;
  }
}

/** Where the front end's build puts its hashed files (Vite's `assets` folder, served by plugins/app/frontEnd.ts). */
const builtAssetsPath = '/assets/';

/** The per-call credential's form (SPEC 7.2): a malformed one is never looked up. */
export const credentialPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions live in the database only (DESIGN.md: no session state in process memory). The cookie is
 * `__Host-session` over https — the prefix requires Secure and Path=/ and forbids Domain — and plain `session`
 * on http development origins, where browsers refuse Secure cookies.
 */
export default fp(
  async (app) => {
    const secure = app.config.PUBLIC_ORIGIN.startsWith('https://');
    const cookieName = secure ? '__Host-session' : 'session';
    const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;

    await app.register(cookie);
    app.decorate('secureCookies', secure);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionExpired', false);
    app.decorateRequest('sessionCredential', null);

    app.addHook('onRequest', async (request, reply) => {
      // The build's hashed files (every script and style of every page) need no session: no query for them (issue 20).
      if (request.url.startsWith(builtAssetsPath)) return;
      const id = request.cookies[cookieName];
      if (!id) return;
      const credential = request.headers['ppcdcredential'];
      const found = await touchSession(
        app.db,
        id,
        typeof credential === 'string' && credentialPattern.test(credential) ? credential : undefined,
      );
      if (found.kind === 'active') {
        request.session = found.session;
        request.sessionCredential = found.credential;
        return;
      }
      request.sessionExpired = found.kind === 'expired';
      void reply.clearCookie(cookieName, cookieOptions);
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      if (request.session) return;
      // SPEC 8.1 has no separate "not logged in" code; 4004 tells the browser to log in again either way.
      throw new DomainError('refreshTokenExpired', request.sessionExpired ? 'session expired' : 'no session');
    });

    app.decorate('requireSmsVerification', async (request: FastifyRequest) => {
      if (!request.session) throw new DomainError('refreshTokenExpired', request.sessionExpired ? 'session expired' : 'no session');
      if (!request.session.smsVerified) throw new DomainError('smsAuthExpired', 'session has no recent SMS check');
    });

    app.decorate('setSessionCookie', (reply: FastifyReply, id: string) => {
      void reply.setCookie(cookieName, id, { ...cookieOptions, maxAge: sessionAbsoluteHours * 3600 });
    });

    app.decorate('logIn', async (request: FastifyRequest, reply: FastifyReply, memberId: string) => {
      const id = await startSession(app.db, memberId, request.cookies[cookieName]);
      // The browser may drop the cookie at the absolute limit; the server enforces both limits regardless.
      void reply.setCookie(cookieName, id, { ...cookieOptions, maxAge: sessionAbsoluteHours * 3600 });
    });

    app.decorate('logOut', async (request: FastifyRequest, reply: FastifyReply) => {
      const id = request.cookies[cookieName];
      if (id) await endSession(app.db, id);
      request.session = null;
      void reply.clearCookie(cookieName, cookieOptions);
    });
  },
  { name: 'session', dependencies: ['env', 'database'] },
);
