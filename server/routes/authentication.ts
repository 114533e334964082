import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { failure, success } from '../http/apiResponse';
import { unavailablePage } from '../http/unavailablePage';
import { DomainError } from '../http/DomainError';
import { perClientPerMinute } from '../http/perClientLimit';
import { safeRedirectPath } from '../identity/redirectTarget';
import { memberForLogin } from '../identity/firstLogin';
import { createRelyingParty, IdentityProviderUnreachable, LoginFailed, loginAttemptMinutes } from '../identity/relyingParty';
import { endProviderSession } from '../plugins/app/embeddedIdentityProvider';
import { logins } from '../metrics/processMetrics';

interface LoginQuery {
  redirect?: string;
}

/**
 * Each login start writes a login attempt for a caller who has proven nothing yet, so one address may start at most
 * this many a minute, across every instance (issue 34). A person needs a few; this leaves room for many people behind
 * one carrier's shared address, while a script cannot fill the table.
 */
export const loginStartsPerMinute = 120;
const loginStartLimit = { rateLimit: perClientPerMinute('loginStart', loginStartsPerMinute) };

const loginQuerySchema = {
  type: 'object',
  properties: { redirect: { type: 'string', maxLength: 2000 }, prompt: { type: 'string' }, reApply: { type: 'string' } },
} as const;

/**
 * Login and logout (SPEC 2.7, 7.1, 7.3): /login and /auth/callback are browser navigations, the others are
 * BFF calls in the one answer shape. The page to come back to only ever is a path on this origin.
 */
// Issue 56: the partner's identity provider away is not our error: a page that says so, and 503 with Retry-After.
const providerAwayHeading = 'ただいまログインできません';
const providerAwayMessage = 'ログインの受付が一時的に止まっています。しばらく時間をおいて、もう一度お試しください。';
const providerAway = (reply: FastifyReply): FastifyReply => {
  reply.log.warn('the identity provider could not be reached: the login answered 503');
  return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store');
};
const unlessProviderAway = (error: unknown): null => {
  if (error instanceof IdentityProviderUnreachable) return null;
  throw error;
};

const authentication: FastifyPluginAsync = async (app) => {
  const relyingParty = createRelyingParty(app.db, app.config);
  const attemptCookie = app.secureCookies ? '__Host-login' : 'login_attempt';
  // The page's query (a landing's campaign, a search someone typed) stays in the browser: the database keeps the
  // path only, so nothing typed into a query reaches a table or the write-ahead log (issue 13 item 8).
  const returnCookie = app.secureCookies ? '__Host-login-return' : 'login_return';
  const attemptCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: app.secureCookies } as const;
  const pathOf = (target: string): string => target.split(/[?#]/)[0] ?? '/';

  const startLogin = async (request: FastifyRequest<{ Querystring: LoginQuery }>, reply: FastifyReply): Promise<string> => {
    const target = safeRedirectPath(request.query.redirect);
    // Whoever was logged in to the embedded provider in this browser before is not carried into this login.
    if (!app.config.OIDC_ISSUER) await endProviderSession(app.db, request, reply, app.secureCookies);
    const { attemptId, authorizationUrl } = await relyingParty.start(pathOf(target));
    // SameSite=Lax still travels on the provider's top-level redirect back to /auth/callback.
    void reply.setCookie(attemptCookie, attemptId, { ...attemptCookieOptions, maxAge: loginAttemptMinutes * 60 });
    if (target !== pathOf(target))
      void reply.setCookie(returnCookie, target, { ...attemptCookieOptions, maxAge: loginAttemptMinutes * 60 });
    return authorizationUrl;
  };

  app.get<{ Querystring: LoginQuery }>(
    '/login',
    { schema: { querystring: loginQuerySchema }, config: loginStartLimit },
    async (request, reply) => {
      const authorizationUrl = await startLogin(request, reply).catch(unlessProviderAway);
      if (authorizationUrl === null)
        return providerAway(reply).type('text/html; charset=utf-8').send(unavailablePage(providerAwayHeading, providerAwayMessage));
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl, 302);
    },
  );

  for (const version of ['v1', 'v2', 'v3']) {
    app.get<{ Querystring: LoginQuery }>(
      `/${version}/authentication/login`,
      { schema: { querystring: loginQuerySchema }, config: loginStartLimit },
      async (request, reply) => {
        const authorizationLoginUri = await startLogin(request, reply).catch(unlessProviderAway);
        if (authorizationLoginUri === null) return providerAway(reply).send(failure('temporarilyUnavailable'));
        return reply.header('cache-control', 'no-store').send(success({ authorizationLoginUri }));
      },
    );
  }

  app.get('/auth/callback', async (request, reply) => {
    const attemptId = request.cookies[attemptCookie];
    const carried = request.cookies[returnCookie];
    void reply.clearCookie(attemptCookie, attemptCookieOptions).header('cache-control', 'no-store');
    if (carried !== undefined) void reply.clearCookie(returnCookie, attemptCookieOptions);
    if (!attemptId) return reply.redirect('/error?type=sessionError', 302);
    try {
      const { subject, redirectPath, userInfo } = await relyingParty.finish(attemptId, new URL(request.url, app.config.PUBLIC_ORIGIN));
      const { memberId, created } = await memberForLogin(app.db, subject, userInfo);
      if (created) request.log.info({ memberId }, 'member created at first login');
      await app.logIn(request, reply, memberId);
      logins.inc({ who: 'member', outcome: 'success' });
      // The browser's full return target counts only for the page this attempt was started for.
      const target =
        carried !== undefined && pathOf(safeRedirectPath(carried)) === redirectPath
          ? safeRedirectPath(carried)
          : safeRedirectPath(redirectPath);
      return reply.redirect(target, 302);
    } catch (error) {
      if (!(error instanceof LoginFailed)) throw error;
      request.log.warn({ err: error }, 'login failed');
      logins.inc({ who: 'member', outcome: 'refused' });
      return reply.redirect('/error?type=sessionError', 302);
    }
  });

  // Issue 58: ログアウト on a member page is a plain form, so it works before the page's script has run and costs the
  // page no script: the session ends here, and the browser lands on the service top. Its empty form body is read
  // and dropped: nothing is taken from it.
  app.register(async (logout) => {
    logout.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
    logout.post('/logout', async (request, reply) => {
      await app.logOut(request, reply);
      if (!app.config.OIDC_ISSUER) await endProviderSession(app.db, request, reply, app.secureCookies);
      return reply.header('cache-control', 'no-store').redirect('/', 303);
    });
  });

  app.get('/api/bff/clearCookie', async (request, reply) => {
    await app.logOut(request, reply);
    if (!app.config.OIDC_ISSUER) await endProviderSession(app.db, request, reply, app.secureCookies);
    return reply.header('cache-control', 'no-store').send(success({ success: 1 }));
  });

  app.get<{ Querystring: { pcSecPageFlg?: '0' | '1' } }>(
    '/api/bff/webToken',
    { schema: { querystring: { type: 'object', properties: { pcSecPageFlg: { type: 'string', enum: ['0', '1'] } } } } },
    async (request, reply) => {
      if (request.sessionExpired) throw new DomainError('refreshTokenExpired', 'session expired');
      const session = request.session;
      return reply
        .header('cache-control', 'no-store')
        .send(success({ isAuthentication: session !== null, webTokenKey: session?.webTokenKey ?? null }));
    },
  );
};

export default authentication;
