import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { analyticsLimit } from './analytics';

/** First-party analytics (SPEC 7.3) through the real app: page views, events and vitals kept, nothing of a person. */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const send = (records: unknown, remoteAddress = '203.0.113.30') =>
  subject.app.inject({
    method: 'POST',
    url: '/v1/analytics',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: JSON.stringify({ records }),
  });
const keptFrom = (address: string) =>
  subject.app.db
    .selectFrom('analytics_records')
    .select(['kind', 'page', 'name', 'value'])
    .where('client_address', '=', address)
    .orderBy('id')
    .execute();

describe('analytics', () => {
  it('keeps a page view, an event and a web vital from a visitor', async () => {
    const sent = await send(
      [
        { kind: 'pageView', page: '/campaign/revo/auto-M01' },
        { kind: 'event', page: '/member/setting/balance-raise/confirm', name: 'balanceRaise.underReview' },
        { kind: 'webVital', page: '/apply/attribute', name: 'LCP', value: 1234.5 },
      ],
      '203.0.113.31',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await keptFrom('203.0.113.31')).toEqual([
      { kind: 'pageView', page: '/campaign/revo/auto-M01', name: null, value: null },
      { kind: 'event', page: '/member/setting/balance-raise/confirm', name: 'balanceRaise.underReview', value: null },
      { kind: 'webVital', page: '/apply/attribute', name: 'LCP', value: 1234.5 },
    ]);
  });

  it('refuses what could carry a person: a query, a mail address, a long number, free text, a field of its own', async () => {
    const refusals = [
      [{ kind: 'pageView', page: '/member/statement/detail?id=1234' }],
      [{ kind: 'pageView', page: '/member/taro@example.com' }],
      [{ kind: 'pageView', page: '/apply/09012345678' }],
      [{ kind: 'event', page: '/', name: '佐藤 花子' }],
      [{ kind: 'event', page: '/' }],
      [{ kind: 'webVital', page: '/', name: 'mailAddress', value: 1 }],
      [{ kind: 'pageView', page: '/', name: 'x' }],
      [],
    ];
    for (const records of refusals) {
      const refused = await send(records, '203.0.113.32');
      expect(refused.statusCode, JSON.stringify(records)).toBe(400);
    }
    expect(await keptFrom('203.0.113.32')).toEqual([]);
  });

  it("keeps at most the minute's limit from one address", async () => {
    const batch = Array.from({ length: analyticsLimit.perRequest }, () => ({ kind: 'pageView', page: '/' }));
    const answers = [];
    for (let index = 0; index < analyticsLimit.perMinute / analyticsLimit.perRequest + 1; index += 1)
      answers.push((await send(batch, '203.0.113.33')).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(analyticsLimit.perMinute / analyticsLimit.perRequest);
    expect(answers.at(-1)).toBe(429);
    expect(await keptFrom('203.0.113.33')).toHaveLength(analyticsLimit.perMinute);
  });
});
