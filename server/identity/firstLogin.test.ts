import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startPartnerIssuer, type PartnerIssuer } from '../../tests/helpers/partnerIssuer';
import { memberForLogin } from './firstLogin';

/**
 * A partner user's first login (issue 34 item 8) through the real login routes, against a real OpenID provider on a
 * loopback port standing in for the partner's issuer: the member record is made from what the issuer says, once.
 */
const origin = 'http://127.0.0.1:3998';
const secret = 'a-partner-client-secret-for-tests';
let issuer: PartnerIssuer;
let subject: TestApp;
beforeAll(async () => {
  issuer = await startPartnerIssuer({ id: 'card-web', secret, redirectUri: `${origin}/auth/callback` });
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin, OIDC_ISSUER: issuer.url, OIDC_CLIENT_SECRET: secret });
});
afterAll(async () => {
  await subject.close();
  await issuer.close();
});

/** The browser's whole login: the service's /login, the issuer's login, the service's callback. */
async function logIn(sub: string, redirect = '/apply/steps') {
  const start = await subject.app.inject({ method: 'GET', url: `/login?redirect=${encodeURIComponent(redirect)}` });
  expect(String(start.headers.location)).toMatch(`${issuer.url}/auth?`);
  expect(new URL(String(start.headers.location)).searchParams.get('scope')).toBe('openid profile phone');
  const attempt = start.cookies.find((cookie) => cookie.name === 'login_attempt')?.value ?? '';
  const callback = await issuer.logIn(String(start.headers.location), sub);
  return subject.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, cookies: { login_attempt: attempt } });
}

const membersOf = (sub: string) =>
  subject.app.db
    .selectFrom('members')
    .select([
      'id',
      'role',
      'membership_status',
      'last_name_kanji',
      'first_name_kanji',
      'last_name_kana',
      'first_name_kana',
      'mobile_number',
      'ppcd_web_guid',
    ])
    .where('oidc_subject', '=', sub)
    .execute();

describe("a partner user's first login", () => {
  it("makes their member record from the issuer's claims, logs them in, and the next login finds the same one", async () => {
    issuer.people.set('partner-user-1', {
      family_name: '山田',
      given_name: '花子',
      'family_name#ja-Kana-JP': 'ヤマダ',
      'given_name#ja-Kana-JP': 'ハナコ',
      phone_number: '+819012345678',
      phone_number_verified: true,
    });
    expect(await membersOf('partner-user-1')).toEqual([]);

    const first = await logIn('partner-user-1');
    expect(first.statusCode, first.body).toBe(302);
    expect(first.headers.location).toBe('/apply/steps');
    const session = first.cookies.find((cookie) => cookie.name === 'session')?.value;
    expect(session).toBeTruthy();
    const [member] = await membersOf('partner-user-1');
    expect(member).toMatchObject({
      role: 'applicant',
      membership_status: '01',
      last_name_kanji: '山田',
      first_name_kanji: '花子',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'ハナコ',
      mobile_number: '09012345678',
      ppcd_web_guid: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The session is the new member's: the service answers them as a logged-in applicant.
    const info = await subject.app.inject({ method: 'GET', url: '/api/bff/webToken', cookies: { session: session ?? '' } });
    expect(info.json().data.isAuthentication).toBe(true);

    issuer.people.set('partner-user-1', { family_name: '別人' });
    const second = await logIn('partner-user-1', '/member');
    expect(second.headers.location).toBe('/member');
    expect(await membersOf('partner-user-1')).toEqual([member]);
  });

  it('keeps nothing the issuer did not verify or that is no name: those stay for the application to ask', async () => {
    issuer.people.set('partner-user-2', {
      family_name: '鈴木',
      given_name: 'x'.repeat(51),
      'given_name#ja-Kana-JP': 'イチ\u0000ロー',
      phone_number: '+819087654321',
      phone_number_verified: false,
    });
    expect((await logIn('partner-user-2')).statusCode).toBe(302);
    expect(await membersOf('partner-user-2')).toEqual([
      expect.objectContaining({
        last_name_kanji: '鈴木',
        first_name_kanji: '',
        last_name_kana: '',
        first_name_kana: '',
        mobile_number: '',
      }),
    ]);
  });

  it('makes one member when two first logins of the same person arrive at once', async () => {
    const claims = async () => ({ family_name: '同時' });
    const both = await Promise.all([
      memberForLogin(subject.app.db, 'partner-user-3', claims),
      memberForLogin(subject.app.db, 'partner-user-3', claims),
    ]);
    expect(both.filter((result) => result.created)).toHaveLength(1);
    expect(both[0]?.memberId).toBe(both[1]?.memberId);
    expect(await membersOf('partner-user-3')).toHaveLength(1);
  });

  it("never asks the issuer about a person the service knows (a demo member's subject)", async () => {
    const known = await subject.app.db
      .selectFrom('members')
      .select(['id', 'oidc_subject'])
      .where('id', '=', 'member-regular')
      .executeTakeFirstOrThrow();
    const found = await memberForLogin(subject.app.db, known.oidc_subject, () => Promise.reject(new Error('asked')));
    expect(found).toEqual({ memberId: 'member-regular', created: false });
  });
});
