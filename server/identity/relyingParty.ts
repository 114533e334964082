import * as client from 'openid-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Environment } from '../plugins/external/env';
import { hashSecret, newSecret } from '../sessions/sessionStore';
import { embeddedIssuerPath } from '../plugins/app/embeddedIdentityProvider';
import { clientSecret } from './clientSecret';

/** A login attempt outlives the provider's own interaction (10 minutes) by nothing. */
export const loginAttemptMinutes = 10;

export class LoginFailed extends Error {
  override readonly name = 'LoginFailed';
}

export interface RelyingParty {
  /** Stores a new attempt and returns its id (for the cookie) and the provider's authorization URL. */
  start(redirectPath: string): Promise<{ attemptId: string; authorizationUrl: string }>;
  /**
   * Exchanges the code at the token endpoint; answers the ID token's subject, the page to return to, and a way to
   * read what the issuer says of the person (its UserInfo endpoint), asked only when the service does not know them.
   */
  finish(attemptId: string, callbackUrl: URL): Promise<{ subject: string; redirectPath: string; userInfo: () => Promise<IssuerClaims> }>;
}

/** What an issuer says of a person: OpenID Connect's claims, as it sent them (nothing checked yet). */
export type IssuerClaims = Readonly<Record<string, unknown>>;

/**
 * The service as an OpenID Connect client: authorization code with PKCE (S256), state and nonce kept in the
 * database, so the callback may land on any instance. The embedded provider is described without a discovery
 * call (the server may not be listening yet when the first login starts); a partner issuer is discovered once.
 */
export function createRelyingParty(db: Kysely<Database>, config: Environment): RelyingParty {
  return relyingParty(db, {
    redirectUri: `${config.PUBLIC_ORIGIN}/auth/callback`,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: clientSecret(config.OIDC_CLIENT_SECRET, config.NODE_ENV),
    // A partner user's first login makes their member record from their name and phone (identity/firstLogin.ts); the
    // built-in provider's accounts all have one already.
    ...(config.OIDC_ISSUER
      ? { discoveredIssuer: config.OIDC_ISSUER, scope: 'openid profile phone' }
      : { embeddedIssuer: `${config.PUBLIC_ORIGIN}${embeddedIssuerPath}` }),
  });
}

/** Where a relying party logs in: a partner's or the company's issuer (discovered), or a built-in one (described). */
export interface RelyingPartySettings {
  readonly redirectUri: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly discoveredIssuer?: string;
  readonly embeddedIssuer?: string;
  /** `openid` when not given. */
  readonly scope?: string;
}

/** The issuer's discovery could not be read: the login cannot start now, and may a moment later (issue 56). */
export class IdentityProviderUnreachable extends Error {
  constructor(issuer: string, cause: unknown) {
    super(`the identity provider at ${issuer} could not be reached`, { cause });
  }
}

/** The members' login and the staff console's (issue 31) are the same client code with their own settings. */
export function relyingParty(db: Kysely<Database>, settings: RelyingPartySettings): RelyingParty {
  const { redirectUri, clientId, clientSecret } = settings;
  const issuerUrl = settings.discoveredIssuer ?? settings.embeddedIssuer ?? '';
  const insecure = issuerUrl.startsWith('http://');

  let configuration: Promise<client.Configuration> | null = null;
  const load = (): Promise<client.Configuration> => {
    configuration ??= (async () => {
      const auth = client.ClientSecretBasic(clientSecret);
      if (settings.discoveredIssuer) {
        return client.discovery(
          new URL(settings.discoveredIssuer),
          clientId,
          undefined,
          auth,
          insecure ? { execute: [client.allowInsecureRequests] } : {},
        );
      }
      const issuer = issuerUrl;
      const described = new client.Configuration(
        {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          authorization_response_iss_parameter_supported: true,
        },
        clientId,
        undefined,
        auth,
      );
      // Development origins are plain http; production sets an https PUBLIC_ORIGIN.
      if (insecure) client.allowInsecureRequests(described);
      return described;
    })();
    // A failed discovery is retried by the next login instead of being remembered.
    configuration.catch(() => (configuration = null));
    return configuration;
  };

  return {
    async start(redirectPath) {
      const oidc = await load().catch((error: unknown) => {
        throw new IdentityProviderUnreachable(issuerUrl, error);
      });
      const attemptId = newSecret();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db
        .insertInto('login_attempts')
        .values({
          id_hash: hashSecret(attemptId),
          state,
          nonce,
          code_verifier: codeVerifier,
          redirect_path: redirectPath,
          expires_at: sql<Date>`now() + make_interval(mins => ${loginAttemptMinutes})`,
        })
        .execute();
      const authorizationUrl = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: settings.scope ?? 'openid',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // A card service on shared phones asks for the password every time rather than riding the provider's session.
        prompt: 'login',
      });
      return { attemptId, authorizationUrl: authorizationUrl.href };
    },

    async finish(attemptId, callbackUrl) {
      // Single use: the attempt is deleted whether or not the exchange succeeds.
      const attempt = await db
        .deleteFrom('login_attempts')
        .where('id_hash', '=', hashSecret(attemptId))
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['state', 'nonce', 'code_verifier', 'redirect_path'])
        .executeTakeFirst();
      if (!attempt) throw new LoginFailed('no live login attempt for this browser');
      const oidc = await load();
      const tokens = await client
        .authorizationCodeGrant(oidc, callbackUrl, {
          pkceCodeVerifier: attempt.code_verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        })
        .catch((cause: unknown) => {
          throw new LoginFailed('code exchange failed', { cause });
        });
      const subject = tokens.claims()?.sub;
      if (!subject) throw new LoginFailed('ID token without subject');
      const userInfo = () =>
        client.fetchUserInfo(oidc, tokens.access_token, subject).catch((cause: unknown) => {
          throw new LoginFailed('UserInfo request failed', { cause });
        });
      return { subject, redirectPath: attempt.redirect_path, userInfo };
    },
  };
}
