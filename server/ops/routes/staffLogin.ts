import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '../../audit/auditLog';
import { IdentityProviderUnreachable, LoginFailed, relyingParty } from '../../identity/relyingParty';
import { embeddedIssuerPath } from '../../plugins/app/embeddedIdentityProvider';
import { clientSecret } from '../../identity/clientSecret';
import { staffMember } from '../../operations/staffMembers';
import { MessagePage } from '../pages/MessagePage';
import { sendPage } from '../renderPage';
import { logins } from '../../metrics/processMetrics';

const attemptCookie = 'ops_login_attempt';

/** Only a page of the console itself is a place to return to after login (no open redirect). */
const returnPath = (next: unknown): string =>
  typeof next === 'string' && /^\/(?![/\\])[^\s]*$/.test(next) && !next.startsWith('/oidc') ? next : '/';

/**
 * The console's login as an OpenID Connect client (issue 31): the company's provider in production
 * (OPS_OIDC_ISSUER), the built-in staff provider with TOTP otherwise. Who the provider names must be in
 * staff_members to get a session; anyone else is told so and logged.
 */
const staffLogin: FastifyPluginAsync = async (app) => {
  const { OPS_ORIGIN, OPS_OIDC_ISSUER, OPS_OIDC_CLIENT_ID } = app.config;
  const client = relyingParty(app.db, {
    redirectUri: `${OPS_ORIGIN}/auth/callback`,
    clientId: OPS_OIDC_CLIENT_ID,
    clientSecret: clientSecret(app.config.OPS_OIDC_CLIENT_SECRET, app.config.NODE_ENV),
    ...(OPS_OIDC_ISSUER ? { discoveredIssuer: OPS_OIDC_ISSUER } : { embeddedIssuer: `${OPS_ORIGIN}${embeddedIssuerPath}` }),
  });
  const secure = OPS_ORIGIN.startsWith('https://');
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/auth/callback', secure } as const;

  app.get<{ Querystring: { next?: string } }>('/login', async (request, reply) => {
    const started = await client.start(returnPath(request.query.next)).catch((error: unknown) => {
      if (error instanceof IdentityProviderUnreachable) return null;
      throw error;
    });
    // Issue 56: the company's provider away is said as such, with 503 and a time to come back.
    if (!started) {
      request.log.warn('the staff identity provider could not be reached: the login answered 503');
      void reply.header('retry-after', '30');
      return sendPage(
        reply,
        503,
        createElement(MessagePage, {
          title: 'ただいまログインできません',
          staff: null,
          message: '社内のログイン基盤に接続できません。しばらく時間をおいて、もう一度お試しください。',
          link: { href: '/login', text: 'もう一度ログインする' },
        }),
      );
    }
    const { attemptId, authorizationUrl } = started;
    void reply.setCookie(attemptCookie, attemptId, { ...cookieOptions, maxAge: 600 });
    return reply.header('cache-control', 'no-store').redirect(authorizationUrl, 303);
  });

  app.get('/auth/callback', async (request, reply) => {
    const attemptId = request.cookies[attemptCookie] ?? '';
    void reply.clearCookie(attemptCookie, cookieOptions);
    const finished = await client.finish(attemptId, new URL(request.url, OPS_ORIGIN)).catch((error: unknown) => {
      if (error instanceof LoginFailed) return null;
      throw error;
    });
    if (!finished) {
      logins.inc({ who: 'staff', outcome: 'refused' });
      return sendPage(
        reply,
        400,
        createElement(MessagePage, {
          title: 'ログインできませんでした',
          staff: null,
          message: 'ログインを完了できませんでした。はじめからやり直してください。',
          link: { href: '/login', text: 'ログインする' },
        }),
      );
    }
    const staff = await staffMember(app.db, finished.subject);
    await app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: `staff:${finished.subject}`,
        action: staff ? 'staff.login' : 'staff.loginRefused',
        subject: { type: 'staff', id: finished.subject },
      }),
    );
    logins.inc({ who: 'staff', outcome: staff ? 'success' : 'noRole' });
    if (!staff) {
      return sendPage(
        reply,
        403,
        createElement(MessagePage, {
          title: '権限がありません',
          staff: null,
          message: 'このアカウントには業務コンソールの権限がありません。管理者に権限の付与を依頼してください。',
        }),
      );
    }
    await app.logInStaff(reply, finished.subject);
    return reply.redirect(finished.redirectPath, 303);
  });

  app.post('/logout', async (request, reply) => {
    if (request.staff)
      await app.db.transaction().execute((trx) =>
        recordAudit(trx, {
          actor: `staff:${request.staff?.subject ?? ''}`,
          action: 'staff.logout',
          subject: { type: 'staff', id: request.staff?.subject ?? '' },
        }),
      );
    await app.logOutStaff(request, reply);
    return sendPage(
      reply,
      200,
      createElement(MessagePage, {
        title: 'ログアウトしました',
        staff: null,
        message: 'ログアウトしました。',
        link: { href: '/login', text: 'もう一度ログインする' },
      }),
    );
  });
};

export default staffLogin;
