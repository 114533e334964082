import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface PartnerIssuer {
  /** The OIDC_ISSUER to give the app. */
  readonly url: string;
  /** What the issuer says of each person, by subject (its UserInfo answer for the scopes asked). */
  readonly people: Map<string, Record<string, unknown>>;
  /** Logs `subject` in at the authorization URL the app sent the browser to; answers the app's callback URL. */
  logIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider on a loopback port standing in for the partner's issuer (issue 34 item 8): oidc-provider,
 * the library the built-in provider is made of, with its development login form (any subject logs in) and every
 * scope the service asks for granted without a consent page.
 */
export async function startPartnerIssuer(client: { id: string; secret: string; redirectUri: string }): Promise<PartnerIssuer> {
  const people: PartnerIssuer['people'] = new Map();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(url, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      profile: [
        'family_name',
        'given_name',
        'family_name#ja-Kana-JP',
        'given_name#ja-Kana-JP',
        'family_name#ja-Hani-JP',
        'given_name#ja-Hani-JP',
      ],
      phone: ['phone_number', 'phone_number_verified'],
    },
    pkce: { required: () => true },
    // Set, so that the library does not print a notice for each default it uses.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...people.get(sub) }) }),
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope(String(oidc.params?.['scope'] ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  const cookies = new Map<string, string>();
  const visit = async (target: string, init: RequestInit = {}): Promise<string> => {
    const response = await fetch(new URL(target, url), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the issuer answered ${response.status} without a redirect: ${await response.text()}`);
    return new URL(location, url).href;
  };

  return {
    url,
    people,
    async logIn(authorizationUrl, subject) {
      cookies.clear();
      let next = await visit(authorizationUrl);
      for (let step = 0; step < 10; step += 1) {
        if (next.startsWith(client.redirectUri)) return new URL(next);
        next = next.includes('/interaction/')
          ? await visit(next, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ prompt: 'login', login: subject, password: 'any' }).toString(),
            })
          : await visit(next);
      }
      throw new Error('the issuer never sent the browser back to the service');
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
