import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInApplicant } from '../../server/apply/testing/applicant';
import { startSession } from '../../server/sessions/sessionStore';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

// Issue 13 items 4, 5 and 6, each as the probe reproduced it.
const origin = 'http://127.0.0.1:3999';
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
});
afterAll(async () => {
  await subject.close();
});

const deep = '['.repeat(10_000) + ']'.repeat(10_000);

describe('deep JSON (item 4)', () => {
  it('answers 400/4000 to a deep body with an Idempotency-Key instead of overflowing the stack', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant2');
    const deepResponse = await subject.app.inject({
      method: 'POST',
      url: '/external/v1/apply/entry?ppcdSwitchServiceFlg=yes',
      cookies: { session: await startSession(subject.app.db, applicant.memberId) },
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-body-0002' },
      payload: deep,
    });
    expect(deepResponse.statusCode).toBe(400);
    expect(deepResponse.json().resultInfo.codeId).toBe('4000');
  });

  it('takes JSON nested to the limit and refuses one level more', async () => {
    const session = await startSession(subject.app.db, 'member-regular');
    const nested = (depth: number) => JSON.stringify({ agreed: true, extra: JSON.parse('['.repeat(depth - 1) + ']'.repeat(depth - 1)) });
    const post = (payload: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/api/bff/firstRegistration',
        cookies: { session },
        headers: { 'content-type': 'application/json' },
        payload,
      });
    // The route drops the unknown property (Fastify removes additional ones); past the limit the edge refuses.
    expect((await post(nested(32))).statusCode).toBe(200);
    expect((await post(nested(33))).statusCode).toBe(400);
  });
});

describe('control characters (item 5)', () => {
  it('refuses NUL in a path, a query and a JSON string with 400 before the database sees it', async () => {
    const applicant = await logInApplicant(subject.app, 'regular');
    expect((await applicant.get('/external/v1/file/ppcdcore/residenceCard/a%00.jpg')).statusCode).toBe(400);
    expect((await subject.app.inject({ method: 'GET', url: '/oidc/auth?client_id=%00' })).statusCode).toBe(400);
    expect((await subject.app.inject({ method: 'GET', url: '/v1/banks?q=%01' })).statusCode).toBe(400);
    const json = await applicant.post('/external/v1/apply/entry', { step: 'acceptPermission', answers: { note: 'a\u0000b' } });
    expect(json.statusCode).toBe(400);
    // A C1 control (NEL) as well: what a byte decoded as Latin-1 turns into, a line end to some readers only.
    const c1 = await applicant.post('/external/v1/apply/entry', { step: 'acceptPermission', answers: { note: 'a\u0085b' } });
    expect(c1.statusCode).toBe(400);
  });

  it('refuses NUL in the provider login form', async () => {
    const start = await subject.app.inject({ method: 'GET', url: '/login?redirect=/' });
    const authorize = await subject.app.inject({ method: 'GET', url: String(start.headers.location).slice(origin.length) });
    const response = await subject.app.inject({
      method: 'POST',
      url: `${String(authorize.headers.location)}/login`,
      cookies: Object.fromEntries(authorize.cookies.map((c) => [c.name, c.value])),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: 'loginId=%00&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('ログイン');
  });
});

describe('cross-site requests (item 6)', () => {
  it('refuses a state change from a foreign Origin, and text/plain bodies, without sending an SMS', async () => {
    const session = await startSession(subject.app.db, 'member-regular');
    const foreign = await subject.app.inject({
      method: 'POST',
      url: '/api/bff/sms/send',
      cookies: { session },
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(foreign.statusCode).toBe(403);
    const plain = await subject.app.inject({
      method: 'POST',
      url: '/api/bff/sms/send',
      cookies: { session },
      headers: { origin, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(plain.statusCode).toBe(415);
    const registration = await subject.app.inject({
      method: 'POST',
      url: '/api/bff/firstRegistration',
      cookies: { session },
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: '{"agreed":true}',
    });
    expect(registration.statusCode).toBe(403);
    expect(await subject.app.db.selectFrom('sms_challenges').select('id').execute()).toHaveLength(0);
  });

  it('keeps the session when a cross-site link points at clearCookie, and logs out from the own origin', async () => {
    const session = await startSession(subject.app.db, 'member-gold');
    const linked = await subject.app.inject({
      method: 'GET',
      url: '/api/bff/clearCookie',
      cookies: { session },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(linked.statusCode).toBe(403);
    expect((await subject.app.inject({ method: 'GET', url: '/api/bff/sms/status', cookies: { session } })).statusCode).toBe(200);
    const own = await subject.app.inject({
      method: 'GET',
      url: '/api/bff/clearCookie',
      cookies: { session },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect((await subject.app.inject({ method: 'GET', url: '/api/bff/sms/status', cookies: { session } })).statusCode).toBe(401);
  });
});
