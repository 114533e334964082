import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../tests/helpers/buildTestApp';
import { memberIdOf, sessionOf } from '../tests/helpers/testSessions';
import { loginThrottle } from './identity/loginThrottle';
import { buildOpsApp } from './ops/opsApp';
import { startStaffSession } from './operations/staffMembers';
import { otpMessages } from './otp/otpMessages';
import { otpPolicy } from './otp/otpPolicy';
import { loginStartsPerMinute } from './routes/authentication';
import { staffSubjectOf } from './seed/staffAccounts';

/**
 * Issue 34 item 4: two instances on one database, as behind a load balancer, agree on every limit and on what product
 * staff published (server/README.md, "What instances share"). Each instance has its own plugins and timers; on
 * PostgreSQL its own pool, on PGlite the one handle the folder admits. A limit kept in one process's memory would let
 * a client through once per instance, and these tests would see it.
 */
const origin = 'http://127.0.0.1:3999';
const opsOrigin = 'http://localhost:3901';
const configPollMs = 250;
let subject: TestApp;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin, OPS_ORIGIN: opsOrigin, CONFIG_POLL_MS: String(configPollMs) });
  first = subject.app;
  second = await subject.secondInstance();
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await subject.close();
});

/** Instance by turn, as a round-robin balancer hands them out. */
const either = (turn: number): FastifyInstance => (turn % 2 === 0 ? first : second);

describe('a route’s rate limit (@fastify/rate-limit, counted in the database)', () => {
  const startLogin = (on: FastifyInstance, remoteAddress: string) => on.inject({ method: 'GET', url: '/login?redirect=/', remoteAddress });

  it('counts the login starts of one address on both instances together', async () => {
    const address = '198.51.100.50';
    for (let turn = 0; turn < loginStartsPerMinute; turn += 1) {
      expect((await startLogin(either(turn), address)).statusCode).toBe(302);
    }
    for (const on of [first, second]) {
      const refused = await startLogin(on, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().resultInfo.codeId).toBe('4290');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await startLogin(second, '198.51.100.51')).statusCode).toBe(302);

    await first.db
      .updateTable('rate_limit_counters')
      .set({ window_ends_at: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', `loginStart:${address}`)
      .execute();
    expect((await startLogin(second, address)).statusCode).toBe(302);
  });

  it('lets exactly as many concurrent requests through as the limit leaves, whichever instance takes them', async () => {
    const address = '198.51.100.52';
    await first.db
      .insertInto('rate_limit_counters')
      .values({ key: `loginStart:${address}`, count: loginStartsPerMinute - 5, window_ends_at: sql<Date>`now() + interval '1 minute'` })
      .execute();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, turn) => startLogin(either(turn), address)));
    expect(answers.filter((answer) => answer.statusCode === 302)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(11);
  });
});

describe('the login throttle', () => {
  /** The embedded provider's login form opened on one instance, posted on `postOn`. */
  async function postLogin(openOn: FastifyInstance, postOn: FastifyInstance, loginId: string, password: string) {
    const start = await openOn.inject({ method: 'GET', url: '/login?redirect=/' });
    const authorize = await openOn.inject({ method: 'GET', url: String(start.headers.location).slice(origin.length) });
    return postOn.inject({
      method: 'POST',
      url: `${String(authorize.headers.location)}/login`,
      cookies: Object.fromEntries(authorize.cookies.map((cookie) => [cookie.name, cookie.value])),
      remoteAddress: '203.0.113.60',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ loginId, password }).toString(),
    });
  }

  it('counts wrong passwords for one login id on both instances and refuses the right one on either', async () => {
    for (let turn = 0; turn < loginThrottle.failuresPerLoginId; turn += 1) {
      expect((await postLogin(either(turn), either(turn + 1), 'gold', 'wrong')).statusCode).toBe(401);
    }
    for (const on of [first, second]) {
      const refused = await postLogin(on, on, 'gold', 'demo1234');
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('しばらくログインできません');
    }
  });
});

describe('the SMS code send cap', () => {
  it(`allows ${otpPolicy.maxSendsPerPhone} sends per phone number however the sends are spread over the instances`, async () => {
    const memberId = await memberIdOf(first, 'regular');
    const send = async (on: FastifyInstance) =>
      on.inject({
        method: 'POST',
        url: '/api/bff/sms/send',
        cookies: { session: await sessionOf(on, 'regular') },
        remoteAddress: '192.0.2.80',
      });
    for (let turn = 0; turn < otpPolicy.maxSendsPerPhone; turn += 1) {
      expect((await send(either(turn))).statusCode).toBe(200);
    }
    for (const on of [first, second]) {
      const refused = await send(on);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().resultInfo.errors).toEqual([{ field: 'phoneNumber', message: otpMessages.sendLimit }]);
    }
    const sent = await first.db
      .selectFrom('sms_challenges')
      .select(sql<number>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(otpPolicy.maxSendsPerPhone);
  });
});

describe('an Idempotency-Key', () => {
  const report = (on: FastifyInstance, key: string, message: string) =>
    on.inject({
      method: 'POST',
      url: '/v1/report/crash/',
      remoteAddress: '198.51.100.70',
      headers: { 'idempotency-key': key },
      payload: { message },
    });
  const stored = async (message: string) =>
    Number(
      (
        await first.db
          .selectFrom('crash_reports')
          .select(sql<number>`count(*)`.as('n'))
          .where('message', '=', message)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('runs a call once when its repeat lands on the other instance, which answers the first answer', async () => {
    const once = await report(first, 'twin-instances-1', '二台目での再送');
    const again = await report(second, 'twin-instances-1', '二台目での再送');
    expect(once.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(once.json());
    expect(await stored('二台目での再送')).toBe(1);
    expect((await report(second, 'twin-instances-1', '別の内容')).statusCode).toBe(422);
  });

  it('runs a call once when both instances receive it at the same moment', async () => {
    const answers = await Promise.all([report(first, 'twin-instances-2', '同時の再送'), report(second, 'twin-instances-2', '同時の再送')]);
    // The later one either finds the first still running (409) or finds its answer (a replay).
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    expect(await stored('同時の再送')).toBe(1);
  });
});

describe('a config version published in the staff console', () => {
  it(`reaches the other instance within CONFIG_POLL_MS (${configPollMs} ms here) without a restart or a call`, async () => {
    const ops = await buildOpsApp(first);
    try {
      const staffCookie = `ops_session=${await startStaffSession(first.db, staffSubjectOf('product'))}`;
      const flagsOn = async (on: FastifyInstance) =>
        (await on.inject({ method: 'GET', url: '/feature/production/featureFlags.json' })).json() as Record<string, boolean>;
      const before = await flagsOn(second);
      expect(before['appIntegrationDay1']).toBe(false);
      const fields: Record<string, string> = { note: '二台目への反映の確認' };
      for (const [name, enabled] of Object.entries(before)) if (enabled || name === 'appIntegrationDay1') fields[`flag-${name}`] = 'on';
      const published = await ops.inject({
        method: 'POST',
        url: '/config/featureFlags.json',
        headers: { cookie: staffCookie, origin: opsOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(published.headers.location).toBe('/config?saved=published');
      const publishedAt = Date.now();
      expect((await flagsOn(first))['appIntegrationDay1']).toBe(true);

      // One poll's interval, and the read it starts, on a machine shared with other tests.
      const deadline = publishedAt + configPollMs + 1500;
      let seen = false;
      while (!seen && Date.now() < deadline) {
        seen = (await flagsOn(second))['appIntegrationDay1'] === true;
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toBe(true);
      expect(await flagsOn(second)).toEqual(await flagsOn(first));
    } finally {
      await ops.close();
    }
  });

  it('reaches every instance within CONFIG_POLL_MS of its time when scheduled, published by whichever poll comes first', async () => {
    const flags = {
      ...first.productConfig.featureFlags,
      colourDesign: { ...first.productConfig.featureFlags['colourDesign'], enabled: false },
    };
    const { id } = await first.db
      .insertInto('config_versions')
      .values({
        file: 'featureFlags.json',
        body: JSON.stringify({ flags }),
        author: staffSubjectOf('product'),
        author_name: '渡辺 企画',
        state: 'scheduled',
        publish_at: sql<Date>`now() + interval '500 milliseconds'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const due = Date.now() + 500;
    const colourOn = async (on: FastifyInstance) =>
      ((await on.inject({ method: 'GET', url: '/feature/production/featureFlags.json' })).json() as Record<string, boolean>)[
        'colourDesign'
      ];
    expect(await colourOn(first)).toBe(true);
    const deadline = due + configPollMs + 1500;
    const seen = new Set<FastifyInstance>();
    while (seen.size < 2 && Date.now() < deadline) {
      for (const on of [first, second]) if ((await colourOn(on)) === false) seen.add(on);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.size).toBe(2);
    const row = await first.db.selectFrom('config_versions').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.state).toBe('published');
  });
});
