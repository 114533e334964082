import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizationLine, AuthorizationPageAnswer } from '../../api/memberAreaAnswers';
import { DECLINE_REASON_LABELS } from '../../enums/authorization';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';

let subject: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
type Get = (path: string, query?: Record<string, string | number>) => Promise<Answer>;

/** A logged-in member's credentialed GET, for their selected card. */
async function callerFor(loginId: string): Promise<Get> {
  const session = await sessionOf(app, loginId);
  const credential: string = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
    .ppcdCredential;
  return (path, query = {}) =>
    app.inject({
      method: 'GET',
      url: path,
      query: { ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), ppcdSwitchServiceFlg: 'yes' },
      cookies: { session },
      headers: { ppcdCredential: credential },
    });
}

const page = async (response: Promise<Answer>): Promise<AuthorizationPageAnswer> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json().data as AuthorizationPageAnswer;
};

/** Every line of a list, read a page at a time as もっと見る does. */
async function everyLine(get: Get, path: string): Promise<{ first: AuthorizationPageAnswer; lines: AuthorizationLine[] }> {
  const first = await page(get(path));
  const lines = [...first.lines];
  for (let offset = first.limit; offset < first.total; offset += first.limit) lines.push(...(await page(get(path, { offset }))).lines);
  return { first, lines };
}

describe('a card’s authorisations (SPEC 2.6 /member/authorization/detail)', () => {
  it('pages 24 at a time to the end, newest first, every authorisation once, with approved, pending and declined ones', async () => {
    const heavy = await callerFor('heavy');
    const { first, lines } = await everyLine(heavy, '/external/v1/authorization/detail');
    expect(first).toMatchObject({ offset: 0, limit: 24 });
    expect(first.lines).toHaveLength(24);
    expect(first.total).toBe(90);
    expect(lines).toHaveLength(first.total);
    expect(new Set(lines.map((line) => line.id)).size).toBe(first.total);
    const times = lines.map((line) => line.authorizedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(lines.map((line) => line.status))).toEqual(new Set(['approved', 'pending', 'declined']));
    for (const line of lines) expect(line.declineReason === null, JSON.stringify(line)).toBe(line.status !== 'declined');
  });

  it('answers a page of the asked size and nothing past the end', async () => {
    const regular = await callerFor('regular');
    const all = await page(regular('/external/v1/authorization/detail', { limit: 100 }));
    const second = await page(regular('/external/v1/authorization/detail', { offset: 5, limit: 5 }));
    expect(second.lines).toEqual(all.lines.slice(5, 10));
    expect((await page(regular('/external/v1/authorization/detail', { offset: all.total }))).lines).toEqual([]);
  });

  it('shows a member only their selected card’s authorisations', async () => {
    const [regular, gold] = [await callerFor('regular'), await callerFor('gold')];
    const mine = await page(regular('/external/v1/authorization/detail', { limit: 100 }));
    const theirs = await page(gold('/external/v1/authorization/detail', { limit: 100 }));
    expect(mine.card.key).not.toBe(theirs.card.key);
    const rows = await app.db
      .selectFrom('authorizations')
      .innerJoin('cards', 'cards.id', 'authorizations.card_id')
      .select('authorizations.id')
      .where('cards.ppcd_token', '=', mine.card.key)
      .execute();
    expect(mine.lines.map((line) => line.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const theirIds = new Set(theirs.lines.map((line) => line.id));
    expect(mine.lines.some((line) => theirIds.has(line.id))).toBe(false);
  });

  it('has nothing for a card not yet used, and refuses an applicant without a card (4006)', async () => {
    expect((await page((await callerFor('newcard'))('/external/v1/authorization/detail'))).total).toBe(0);
    const applicant = await (await callerFor('applicant'))('/external/v1/authorization/detail');
    expect(applicant.json().resultInfo.codeId).toBe('4006');
  });

  it('refuses a call without a credential', async () => {
    const session = await sessionOf(app, 'regular');
    const response = await app.inject({ method: 'GET', url: '/external/v1/authorization/detail', cookies: { session } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses paging of the wrong shape with 400/4000', async () => {
    const regular = await callerFor('regular');
    const queries: Record<string, string | number>[] = [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'all' }];
    for (const query of queries) {
      for (const path of ['/external/v1/authorization/detail', '/external/v1/authorization/error-detail']) {
        const response = await regular(path, query);
        expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(response.json().resultInfo.codeId).toBe('4000');
      }
    }
  });
});

describe('a card’s declined authorisations (SPEC 2.6 /member/authorization/error-detail)', () => {
  it('lists only the declined ones, each with a reason from the code table, newest first', async () => {
    const heavy = await callerFor('heavy');
    const { first, lines } = await everyLine(heavy, '/external/v1/authorization/error-detail');
    const all = await everyLine(heavy, '/external/v1/authorization/detail');
    expect(lines.map((line) => line.id)).toEqual(all.lines.filter((line) => line.status === 'declined').map((line) => line.id));
    expect(first.total).toBe(lines.length);
    for (const line of lines) {
      expect(line.status).toBe('declined');
      expect(Object.keys(DECLINE_REASON_LABELS)).toContain(line.declineReason);
    }
  });

  it('gives every demo card in use a declined one, and the restricted card’s recent ones the restriction as their reason', async () => {
    const cards = await app.db
      .selectFrom('cards')
      .leftJoin('authorizations', (join) =>
        join.onRef('authorizations.card_id', '=', 'cards.id').on('authorizations.status', '=', 'declined'),
      )
      .select(['cards.id', (eb) => eb.fn.count<number>('authorizations.id').as('declined')])
      .where('cards.active', '=', true)
      .where('cards.activated', '=', true)
      .groupBy('cards.id')
      .execute();
    expect(cards.length).toBeGreaterThan(8);
    for (const card of cards) expect(Number(card.declined), card.id).toBeGreaterThan(0);
    const restricted = await page((await callerFor('restricted'))('/external/v1/authorization/error-detail', { limit: 100 }));
    expect(restricted.lines[0]?.declineReason).toBe('62');
  });
});
