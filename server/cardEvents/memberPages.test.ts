import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizationPageAnswer } from '../../api/memberAreaAnswers';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';
import { tokyoToday } from '../../validators/calendar';

let subject: TestApp;
let app: FastifyInstance;
type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
let get: (path: string, query?: Record<string, string>) => Promise<Answer>;

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
  const session = await sessionOf(app, 'regular');
  const credential: string = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
    .ppcdCredential;
  get = (path, query = {}) =>
    app.inject({
      method: 'GET',
      url: path,
      query: { ...query, ppcdSwitchServiceFlg: 'yes' },
      cookies: { session },
      headers: { ppcdCredential: credential },
    });
});
afterAll(async () => {
  await subject.close();
});

/** The demo's processor stand-in, through /develop: the events go through the signed intake. */
async function sendScenario(scenario: string): Promise<{ eventId: string; kind: string; result: string }[]> {
  const answer = await app.inject({ method: 'POST', url: '/api/develop/card-events', payload: { loginId: 'regular', scenario } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.events;
}

const authorizations = async (path = '/external/v1/authorization/detail'): Promise<AuthorizationPageAnswer> => {
  const answer = await get(path, { limit: '100' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as AuthorizationPageAnswer;
};

describe('the member’s pages read the processor’s events (issue 60 item 2)', () => {
  it('a use abroad sent through the intake is the newest line of the authorisations page, pending', async () => {
    const before = (await authorizations()).total;
    expect((await sendScenario('abroad')).map((event) => event.result)).toEqual(['applied']);
    const page = await authorizations();
    expect(page.total).toBe(before + 1);
    expect(page.lines[0]).toMatchObject({ shopName: 'SEASIDE HOTEL HONOLULU', amount: 15_400, status: 'pending', declineReason: null });
  });

  it('a decline shows on the declines page with its reason', async () => {
    await sendScenario('declined');
    const declines = await authorizations('/external/v1/authorization/error-detail');
    expect(declines.lines[0]).toMatchObject({ shopName: '家電のミナト', amount: 98_000, status: 'declined', declineReason: '51' });
  });

  it('a cleared use leaves the authorisations page and is a line of this month’s statement', async () => {
    const events = await sendScenario('cleared');
    expect(events.map((event) => [event.kind, event.result])).toEqual([
      ['authorization.approved', 'applied'],
      ['use.cleared', 'applied'],
    ]);
    expect(
      (await authorizations()).lines.some(
        (line) =>
          line.shopName === 'グリーンマート中央店' &&
          line.amount === 3_300 &&
          line.authorizedAt > new Date(Date.now() - 60_000).toISOString(),
      ),
    ).toBe(false);
    const billingMonth = tokyoToday(new Date()).slice(0, 7).replace('-', '');
    const month = await get('/external/v1/statement/monthly', { billingMonth, limit: '100' });
    expect(month.statusCode, month.body).toBe(200);
    const lines: { shopName: string; amount: number; usedOn: string }[] = month.json().data.lines;
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shopName: 'グリーンマート中央店', amount: 3_300, usedOn: tokyoToday(new Date()) }),
      ]),
    );
  });

  it('a fixed statement is the member top’s bill, and a missed payment makes it unpaid', async () => {
    await sendScenario('statementFixed');
    const billingMonth = tokyoToday(new Date()).slice(0, 7).replace('-', '');
    const bill = (await get('/external/v1/settlement/top/claimstatus')).json().data;
    expect(bill).toMatchObject({ claimStatus: 'paying', billingMonth, amount: 52_800 });
    await sendScenario('paymentMissed');
    expect((await get('/external/v1/settlement/top/claimstatus')).json().data).toMatchObject({
      claimStatus: 'unpaid',
      billingMonth,
      amount: 52_800,
    });
  });

  it('refuses an unknown scenario or demo member in Japanese', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/develop/card-events',
      payload: { loginId: 'regular', scenario: 'lottery' },
    });
    expect(unknown.statusCode).toBe(400);
    const nobody = await app.inject({
      method: 'POST',
      url: '/api/develop/card-events',
      payload: { loginId: 'nobody', scenario: 'domestic' },
    });
    expect(nobody.json().resultInfo.codeId).toBe('4001');
  });
});
