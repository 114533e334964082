import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import Provider, { type Configuration } from 'oidc-provider';
import { databaseAdapter } from '../../identity/oidcAdapter';
import { renderLoginPage, renderProviderPage } from '../../identity/loginPage';
import { loginMessages } from '../../identity/loginMessages';
import { unknownAccountHash, verifyPassword } from '../../identity/passwordHash';
import { claimLoginAttempt, clearLoginFailures } from '../../identity/loginThrottle';
import { signingKeys } from '../../identity/signingKeys';
import { clientSecret } from '../../identity/clientSecret';
import { hasControlCharacters } from '../../../validators/controlCharacters';
import { logins } from '../../metrics/processMetrics';

export const embeddedIssuerPath = '/oidc';

/** Derives a named key from the client secret, so every instance signs the provider's cookies alike. */
function derivedKey(secret: string, label: string): string {
  return createHash('sha256').update(`${label}:${secret}`).digest('base64url');
}

/**
 * The provider's cookie names. On https they carry the prefixes the app's own cookies carry (issue 13 item 3):
 * `__Host-` for the session cookie (Path=/), `__Secure-` for the interaction cookies, which the library scopes to
 * the interaction's own path and `__Host-` forbids.
 */
export function providerCookieNames(secure: boolean): { session: string; interaction: string; resume: string } {
  return secure
    ? { session: '__Host-oidc_session', interaction: '__Secure-oidc_interaction', resume: '__Secure-oidc_resume' }
    : { session: '_session', interaction: '_interaction', resume: '_interaction_resume' };
}

/**
 * Ends the provider's session the browser holds, at logout and when a login starts: left alive, it outlived the
 * app's session, and the next login as another member in the same browser (logged out or not: a shared phone) ran
 * into the library's account-change page and its English "interaction session not found" (issue 13 item 3). The
 * service never rides that session (every login is prompt=login).
 */
export async function endProviderSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const name = providerCookieNames(secure).session;
  const id = request.cookies[name];
  if (id) await db.deleteFrom('oidc_payloads').where('kind', '=', 'Session').where('id', '=', id).execute();
  for (const cookie of [name, `${name}.sig`]) {
    if (request.cookies[cookie] !== undefined) void reply.clearCookie(cookie, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  }
}

function sendLoginPage(reply: FastifyReply, status: number, input: Parameters<typeof renderLoginPage>[0]): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderLoginPage(input));
}

/** What differs between the members' built-in provider and the staff's (server/ops/staffIdentityProvider.ts). */
export interface ProviderSettings {
  readonly clientId: string;
  readonly secret: string;
  readonly redirectUri: string;
  readonly cookieLabel: string;
  readonly cookieNames: { readonly session: string; readonly interaction: string; readonly resume: string };
  /** The page shown instead of the library's own (English) error page. */
  readonly errorPage: () => string;
  readonly findSubject: (subject: string) => Promise<boolean>;
  readonly features?: Configuration['features'];
}

/**
 * The configuration both built-in providers share: one confidential client using the code flow with PKCE, records
 * in the database, signing keys every instance shares, our own pages for errors and interactions, no consent screen
 * (the service is the only client: a person consents by logging in), short lifetimes.
 */
export async function providerConfiguration(app: FastifyInstance, settings: ProviderSettings): Promise<Configuration> {
  return {
    adapter: databaseAdapter(app.db),
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.secret,
        redirect_uris: [settings.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: [derivedKey(settings.secret, settings.cookieLabel)], names: settings.cookieNames },
    renderError: async (ctx, out, error) => {
      app.log.info({ err: error, error: out['error'], description: out['error_description'] }, 'identity provider error page');
      ctx.type = 'html';
      ctx.set('cache-control', 'no-store');
      ctx.body = settings.errorPage();
    },
    jwks: { keys: await signingKeys(app.db) },
    claims: { openid: ['sub'] },
    features: { devInteractions: { enabled: false }, ...settings.features },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    interactions: { url: (_ctx, interaction) => `${embeddedIssuerPath}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ((await settings.findSubject(sub)) ? { accountId: sub, claims: () => ({ sub }) } : undefined),
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  };
}

/**
 * The built-in OpenID provider (DESIGN.md: a well-kept library, not an imitation), used when no OIDC_ISSUER
 * is configured. It answers under /oidc with its records in the database; the login page is ours.
 * Registered without fastify-plugin so its body parsers stay inside this plugin.
 */
export default async function embeddedIdentityProvider(app: FastifyInstance): Promise<void> {
  const { PUBLIC_ORIGIN, OIDC_CLIENT_ID } = app.config;
  const secret = clientSecret(app.config.OIDC_CLIENT_SECRET, app.config.NODE_ENV);
  const noAccountHash = unknownAccountHash(app.config.PASSWORD_HASH_COST);
  const db = app.db;

  const configuration = await providerConfiguration(app, {
    clientId: OIDC_CLIENT_ID,
    secret,
    redirectUri: `${PUBLIC_ORIGIN}/auth/callback`,
    cookieLabel: 'oidc-cookie',
    cookieNames: providerCookieNames(PUBLIC_ORIGIN.startsWith('https://')),
    // No page of the library's own (English, and naming protocol errors) reaches a member: errors show the login
    // page's look with a way back to login, and logout asks and answers in Japanese.
    errorPage: () => renderLoginPage({ error: loginMessages.providerError }),
    findSubject: async (subject) =>
      (await db.selectFrom('embedded_idp_accounts').select('subject').where('subject', '=', subject).executeTakeFirst()) !== undefined,
    features: {
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderProviderPage({
            title: loginMessages.logoutTitle,
            heading: loginMessages.logoutHeading,
            content: `<p>${loginMessages.logoutQuestion}</p>
${form}
<p><button class="submit" type="submit" form="op.logoutForm" value="yes" name="logout">${loginMessages.logoutYes}</button></p>
<p><button type="submit" form="op.logoutForm">${loginMessages.logoutNo}</button></p>`,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderProviderPage({
            title: loginMessages.logoutTitle,
            heading: loginMessages.logoutHeading,
            content: `<p>${loginMessages.loggedOut}</p>
<p><a href="/login">${loginMessages.backToLogin}</a></p>
<p><a href="/">${loginMessages.backToTop}</a></p>`,
          });
        },
      },
    },
  });
  const provider = new Provider(`${PUBLIC_ORIGIN}${embeddedIssuerPath}`, configuration);
  const asIssuer = mountProvider(app, provider, PUBLIC_ORIGIN);

  await app.register(async (interactionPages) => {
    interactionPages.removeAllContentTypeParsers();
    interactionPages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    interactionPages.get<{ Params: { uid: string } }>(`${embeddedIssuerPath}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(asIssuer(request.raw), reply.raw).catch(() => null);
      if (!details || details.uid !== request.params.uid) return sendLoginPage(reply, 400, { error: loginMessages.interactionExpired });
      return sendLoginPage(reply, 200, { action: `${embeddedIssuerPath}/interaction/${details.uid}/login` });
    });

    interactionPages.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${embeddedIssuerPath}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await provider.interactionDetails(asIssuer(request.raw), reply.raw).catch(() => null);
        if (!details || details.uid !== request.params.uid) return sendLoginPage(reply, 400, { error: loginMessages.interactionExpired });
        const action = `${embeddedIssuerPath}/interaction/${details.uid}/login`;
        const loginId = String(request.body?.['loginId'] ?? '').trim();
        const password = String(request.body?.['password'] ?? '');
        if (!loginId || !password) return sendLoginPage(reply, 400, { action, loginId, error: loginMessages.missingInput });
        // Control characters are no one's login id, and NUL would break the database query (issue 13, item 5).
        if (hasControlCharacters(loginId) || hasControlCharacters(password)) {
          return sendLoginPage(reply, 400, { action, error: loginMessages.unusableCharacters });
        }
        if (!(await claimLoginAttempt(db, loginId, request.ip))) {
          logins.inc({ who: 'member', outcome: 'throttled' });
          return sendLoginPage(reply, 429, { action, loginId, error: loginMessages.tooManyFailures });
        }
        const account = await db.selectFrom('embedded_idp_accounts').selectAll().where('login_id', '=', loginId).executeTakeFirst();
        // Hash even for an unknown id so the answer time does not reveal which ids exist.
        const matches = await verifyPassword(password, account?.password_hash ?? noAccountHash);
        // The attempt already counts as a failure (claimLoginAttempt); only a success takes it back.
        if (!account || !matches) {
          logins.inc({ who: 'member', outcome: 'wrongCredentials' });
          return sendLoginPage(reply, 401, { action, loginId, error: loginMessages.wrongCredentials });
        }
        await clearLoginFailures(db, loginId);
        const redirectTo = await provider.interactionResult(asIssuer(request.raw), reply.raw, { login: { accountId: account.subject } });
        return reply.redirect(redirectTo, 303);
      },
    );
  });
}

/**
 * Mounts an oidc-provider under /oidc of a Fastify app (the members' provider here, the staff's on the console's
 * listener) and answers the function that makes a raw request speak as the issuer.
 */
export function mountProvider(app: FastifyInstance, provider: Provider, origin: string): <T extends IncomingMessage>(raw: T) => T {
  const handle = provider.callback();
  // The provider builds its URLs from the request's host and scheme; it must only ever speak as the configured
  // issuer, never as whatever Host header a caller sends, whether or not a proxy terminates TLS in front.
  provider.proxy = true;
  const publicOrigin = new URL(origin);
  const asIssuer = <T extends IncomingMessage>(raw: T): T => {
    raw.headers.host = publicOrigin.host;
    raw.headers['x-forwarded-host'] = publicOrigin.host;
    raw.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
    return raw;
  };

  // The library reads request bodies itself; leave the stream untouched for it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all(`${embeddedIssuerPath}/*`, (request, reply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    const url = raw.url ?? '/';
    // Koa-style mounting: the provider routes on the path below /oidc and rebuilds its URLs from originalUrl.
    raw.originalUrl = url;
    raw.url = url.slice(embeddedIssuerPath.length) || '/';
    void handle(asIssuer(raw), reply.raw);
  });
  return asIssuer;
}
