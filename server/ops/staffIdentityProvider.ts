import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Provider from 'oidc-provider';
import * as OTPAuth from 'otpauth';
import { sql } from 'kysely';
import { unknownAccountHash, verifyPassword } from '../identity/passwordHash';
import { claimLoginAttempt, clearLoginFailures } from '../identity/loginThrottle';
import { hasControlCharacters } from '../../validators/controlCharacters';
import { clientSecret } from '../identity/clientSecret';
import { embeddedIssuerPath, mountProvider, providerConfiguration } from '../plugins/app/embeddedIdentityProvider';
import { StaffLoginPage, type StaffLoginPageProps } from './pages/StaffLoginPage';
import { OpsDocument } from './pages/OpsLayout';
import { sendPage } from './renderPage';
import { logins } from '../metrics/processMetrics';

/** The staff provider's cookies: the members' provider on the other port of the same host must never read them. */
const cookieNames = (secure: boolean) =>
  secure
    ? { session: '__Host-ops_oidc_session', interaction: '__Secure-ops_oidc_interaction', resume: '__Secure-ops_oidc_resume' }
    : { session: 'ops_oidc_session', interaction: 'ops_oidc_interaction', resume: 'ops_oidc_resume' };

export const staffTotpPeriodSeconds = 30;

/** The TOTP of a staff account (RFC 6238: SHA-1, six digits, 30 seconds, as every authenticator app reads it). */
export function staffTotp(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'カード会員サービス業務コンソール',
    algorithm: 'SHA1',
    digits: 6,
    period: staffTotpPeriodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

const messages = {
  missingInput: 'ログインID、パスワード、確認コードを入力してください。',
  unusableCharacters: '使用できない文字が含まれています。入力し直してください。',
  tooManyFailures: 'ログインに続けて失敗したため、しばらくログインできません。15分ほどたってからやり直してください。',
  wrongCredentials:
    'ログインID、パスワードまたは確認コードが正しくありません。確認コードは認証アプリに表示されている最新の6桁を入力してください。',
  interactionExpired: 'ログインの有効期限が切れました。はじめからやり直してください。',
  providerError: 'ログインを完了できませんでした。はじめからやり直してください。',
} as const;

function loginPage(reply: FastifyReply, status: number, props: StaffLoginPageProps): FastifyReply {
  return sendPage(reply, status, createElement(StaffLoginPage, props));
}

/**
 * The built-in staff identity provider (issue 31), for demo and development only (production points
 * OPS_OIDC_ISSUER at the company's): the same library as the members' provider, on the console's listener, with a
 * second factor: a password and the TOTP code of the account's authenticator app. A code is accepted once (its time
 * step is remembered), so a code seen over a shoulder cannot log in again.
 */
export default async function staffIdentityProvider(app: FastifyInstance): Promise<void> {
  const { OPS_ORIGIN, OPS_OIDC_CLIENT_ID } = app.config;
  const secret = clientSecret(app.config.OPS_OIDC_CLIENT_SECRET, app.config.NODE_ENV);
  const noAccountHash = unknownAccountHash(app.config.PASSWORD_HASH_COST);
  const db = app.db;
  const configuration = await providerConfiguration(app, {
    clientId: OPS_OIDC_CLIENT_ID,
    secret,
    redirectUri: `${OPS_ORIGIN}/auth/callback`,
    cookieLabel: 'ops-oidc-cookie',
    cookieNames: cookieNames(OPS_ORIGIN.startsWith('https://')),
    errorPage: () =>
      `<!doctype html>\n${renderToStaticMarkup(createElement(OpsDocument, null, createElement(StaffLoginPage, { error: messages.providerError })))}`,
    findSubject: async (subject) =>
      (await db.selectFrom('staff_idp_accounts').select('subject').where('subject', '=', subject).executeTakeFirst()) !== undefined,
  });
  const provider = new Provider(`${OPS_ORIGIN}${embeddedIssuerPath}`, configuration);
  const asIssuer = mountProvider(app, provider, OPS_ORIGIN);

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
      if (!details || details.uid !== request.params.uid) return loginPage(reply, 400, { error: messages.interactionExpired });
      return loginPage(reply, 200, { action: `${embeddedIssuerPath}/interaction/${details.uid}/login` });
    });

    interactionPages.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${embeddedIssuerPath}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await provider.interactionDetails(asIssuer(request.raw), reply.raw).catch(() => null);
        if (!details || details.uid !== request.params.uid) return loginPage(reply, 400, { error: messages.interactionExpired });
        const action = `${embeddedIssuerPath}/interaction/${details.uid}/login`;
        const loginId = String(request.body?.['loginId'] ?? '').trim();
        const password = String(request.body?.['password'] ?? '');
        // Authenticator apps show the code as "123 456"; full-width digits come from a Japanese IME.
        const code = String(request.body?.['totp'] ?? '')
          .normalize('NFKC')
          .replace(/\s/g, '');
        if (!loginId || !password || !code) return loginPage(reply, 400, { action, loginId, error: messages.missingInput });
        if (hasControlCharacters(loginId) || hasControlCharacters(password))
          return loginPage(reply, 400, { action, error: messages.unusableCharacters });
        const throttleKey = `staff:${loginId}`;
        if (!(await claimLoginAttempt(db, throttleKey, request.ip))) {
          logins.inc({ who: 'staff', outcome: 'throttled' });
          return loginPage(reply, 429, { action, loginId, error: messages.tooManyFailures });
        }
        const account = await db.selectFrom('staff_idp_accounts').selectAll().where('login_id', '=', loginId).executeTakeFirst();
        const passwordMatches = await verifyPassword(password, account?.password_hash ?? noAccountHash);
        const delta = account && /^[0-9]{6}$/.test(code) ? staffTotp(account.totp_secret).validate({ token: code, window: 1 }) : null;
        const step = delta === null ? null : Math.floor(Date.now() / 1000 / staffTotpPeriodSeconds) + delta;
        // The step is taken only if it is newer than the last one used: a replayed code finds nothing to update.
        const taken =
          account && passwordMatches && step !== null
            ? await db
                .updateTable('staff_idp_accounts')
                .set({ totp_last_step: String(step) })
                .where('login_id', '=', loginId)
                .where(sql<boolean>`totp_last_step < ${step}`)
                .returning('subject')
                .executeTakeFirst()
            : undefined;
        if (!account || !taken) {
          logins.inc({ who: 'staff', outcome: 'wrongCredentials' });
          return loginPage(reply, 401, { action, loginId, error: messages.wrongCredentials });
        }
        await clearLoginFailures(db, throttleKey);
        const redirectTo = await provider.interactionResult(asIssuer(request.raw), reply.raw, { login: { accountId: account.subject } });
        return reply.redirect(redirectTo, 303);
      },
    );
  });
}
