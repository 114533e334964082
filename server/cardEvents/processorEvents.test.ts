import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';
import type { CardEvent } from './cardEvent';
import { DEVELOPMENT_PROCESSOR_SECRET } from './developmentSecret';
import { signedRequest } from './signedRequest';
import { PROCESSOR_EVENTS_PATH } from './processorEventsRoute';
import { signBody } from './signature';
import { processRegistry } from '../metrics/processMetrics';
import { sampleOf } from '../metrics/testing/metricsText';

let subject: TestApp;
let app: FastifyInstance;
let token: string;
let cardId: string;

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
  const card = await app.db
    .selectFrom('cards')
    .innerJoin('members', 'members.id', 'cards.member_id')
    .innerJoin('embedded_idp_accounts', 'embedded_idp_accounts.subject', 'members.oidc_subject')
    .select(['cards.id', 'cards.ppcd_token'])
    .where('login_id', '=', 'regular')
    .executeTakeFirstOrThrow();
  token = card.ppcd_token;
  cardId = card.id;
});
afterAll(async () => {
  await subject.close();
});

let serial = 0;
const nextId = (): string => `evt-${Date.now().toString(36)}-${(serial += 1)}`;

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
const send = (event: CardEvent, options: { secret?: string; now?: Date; headers?: Record<string, string> } = {}): Promise<Answer> => {
  const request = signedRequest(options.secret ?? DEVELOPMENT_PROCESSOR_SECRET, event, options.now ?? new Date());
  return app.inject({
    method: 'POST',
    url: PROCESSOR_EVENTS_PATH,
    payload: request.body,
    headers: { ...request.headers, ...options.headers },
  });
};

const at = (minutesAgo: number): string => new Date(Date.now() - minutesAgo * 60_000).toISOString();

function approved(authorizationId: string, overrides: Partial<{ final: boolean; amount: number; occurredAt: string }> = {}): CardEvent {
  return {
    eventId: nextId(),
    kind: 'authorization.approved',
    occurredAt: overrides.occurredAt ?? at(5),
    cardToken: token,
    data: { authorizationId, amount: overrides.amount ?? 3_980, shopName: 'テスト商店', country: 'JP', final: overrides.final ?? true },
  };
}

function cleared(authorizationId: string, lineId: string, billingMonth = '209901'): CardEvent {
  return {
    eventId: nextId(),
    kind: 'use.cleared',
    occurredAt: at(1),
    cardToken: token,
    data: {
      lineId,
      authorizationId,
      usedOn: '2098-12-20',
      shopName: 'テスト商店',
      amount: 3_980,
      billingMonth,
      paymentKind: '1',
      category: 'shopping',
    },
  };
}

const eventCount = async (): Promise<number> =>
  (await app.db.selectFrom('card_events').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
const authorization = (processorId: string) =>
  app.db.selectFrom('authorizations').selectAll().where('processor_id', '=', processorId).executeTakeFirst();
const statement = (billingMonth: string) =>
  app.db.selectFrom('statements').selectAll().where('card_id', '=', cardId).where('billing_month', '=', billingMonth).executeTakeFirst();

describe('each kind of the processor’s events (issue 60)', () => {
  it('an approval not yet final is pending, then approved, and its sale moves it to the month’s lines', async () => {
    const held = approved('auth-hotel', { final: false, amount: 20_000, occurredAt: at(10) });
    expect((await send(held)).json()).toEqual({ result: 'applied', eventId: held.eventId });
    expect(await authorization('auth-hotel')).toMatchObject({
      status: 'pending',
      amount_yen: 20_000,
      card_id: cardId,
      decline_reason: null,
    });
    expect((await send(approved('auth-hotel', { amount: 18_500, occurredAt: at(8) }))).json().result).toBe('applied');
    expect(await authorization('auth-hotel')).toMatchObject({ status: 'approved', amount_yen: 18_500 });

    expect((await send(cleared('auth-hotel', 'line-hotel'))).json().result).toBe('applied');
    expect(await authorization('auth-hotel')).toBeUndefined();
    const line = await app.db.selectFrom('statement_lines').selectAll().where('processor_id', '=', 'line-hotel').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ card_id: cardId, billing_month: '209901', amount_yen: 3_980, payment_kind: '1', category: 'shopping' });
    // A month the processor has not fixed yet is the sum of its lines so far, shown as not fixed.
    expect(await statement('209901')).toMatchObject({
      amount_yen: 3_980,
      detail_status: '0',
      payment_status: '30',
      due_date: '2099-02-27',
    });
  });

  it('a decline keeps its reason code; a reversal takes the authorisation away', async () => {
    const declined: CardEvent = {
      eventId: nextId(),
      kind: 'authorization.declined',
      occurredAt: at(3),
      cardToken: token,
      data: { authorizationId: 'auth-declined', amount: 120_000, shopName: '家電のテスト', country: 'JP', reasonCode: '51' },
    };
    expect((await send(declined)).json().result).toBe('applied');
    expect(await authorization('auth-declined')).toMatchObject({ status: 'declined', decline_reason: '51', amount_yen: 120_000 });

    await send(approved('auth-reversed'));
    expect(await authorization('auth-reversed')).toBeDefined();
    const reversed: CardEvent = {
      eventId: nextId(),
      kind: 'authorization.reversed',
      occurredAt: at(1),
      cardToken: token,
      data: { authorizationId: 'auth-reversed' },
    };
    expect((await send(reversed)).json().result).toBe('applied');
    expect(await authorization('auth-reversed')).toBeUndefined();
  });

  it('a refund is a negative line of its month', async () => {
    const refund: CardEvent = {
      eventId: nextId(),
      kind: 'use.refunded',
      occurredAt: at(1),
      cardToken: token,
      data: {
        lineId: 'line-refund',
        refundOf: 'line-hotel',
        usedOn: '2098-12-22',
        shopName: 'テスト商店',
        amount: 980,
        billingMonth: '209901',
        category: 'shopping',
      },
    };
    expect((await send(refund)).json().result).toBe('applied');
    expect(
      await app.db.selectFrom('statement_lines').select('amount_yen').where('processor_id', '=', 'line-refund').executeTakeFirstOrThrow(),
    ).toEqual({
      amount_yen: -980,
    });
    expect((await statement('209901'))?.amount_yen).toBe(3_000);
  });

  it('a fixed statement, then its payment received or missed, is the bill the member top shows', async () => {
    const fixed: CardEvent = {
      eventId: nextId(),
      kind: 'statement.fixed',
      occurredAt: at(30),
      cardToken: token,
      data: { billingMonth: '209902', amount: 45_600, dueDate: '2099-02-27' },
    };
    expect((await send(fixed)).json().result).toBe('applied');
    expect(await statement('209902')).toMatchObject({
      amount_yen: 45_600,
      detail_status: '2',
      payment_status: '30',
      due_date: '2099-02-27',
    });
    const missed: CardEvent = {
      eventId: nextId(),
      kind: 'payment.missed',
      occurredAt: at(20),
      cardToken: token,
      data: { billingMonth: '209902' },
    };
    expect((await send(missed)).json().result).toBe('applied');
    expect((await statement('209902'))?.payment_status).toBe('50');
    const received: CardEvent = {
      eventId: nextId(),
      kind: 'payment.received',
      occurredAt: at(10),
      cardToken: token,
      data: { billingMonth: '209902', amount: 45_600, paidOn: '2099-03-02' },
    };
    expect((await send(received)).json().result).toBe('applied');
    expect((await statement('209902'))?.payment_status).toBe('40');
  });

  it("a card's status from the processor is the card's status", async () => {
    const stopped: CardEvent = {
      eventId: nextId(),
      kind: 'card.statusChanged',
      occurredAt: at(2),
      cardToken: token,
      data: { status: '2' },
    };
    expect((await send(stopped)).json().result).toBe('applied');
    expect((await app.db.selectFrom('cards').select('card_status').where('id', '=', cardId).executeTakeFirstOrThrow()).card_status).toBe(
      '2',
    );
    const normal: CardEvent = { eventId: nextId(), kind: 'card.statusChanged', occurredAt: at(1), cardToken: token, data: { status: '0' } };
    expect((await send(normal)).json().result).toBe('applied');
    expect((await app.db.selectFrom('cards').select('card_status').where('id', '=', cardId).executeTakeFirstOrThrow()).card_status).toBe(
      '0',
    );
  });
});

describe('the signature, the clock window and replays', () => {
  it('refuses a wrong signature, a missing one and a member’s session alike, writing nothing', async () => {
    const before = await eventCount();
    const wrong = await send(approved('auth-wrong'), { secret: 'another-secret-of-at-least-thirty-two-chars' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ result: 'refused', code: 'badSignature' });
    const session = await sessionOf(app, 'regular');
    const withSession = await app.inject({
      method: 'POST',
      url: PROCESSOR_EVENTS_PATH,
      payload: JSON.stringify(approved('auth-session')),
      headers: { 'content-type': 'application/json' },
      cookies: { session },
    });
    expect(withSession.statusCode).toBe(401);
    expect(withSession.json().code).toBe('badSignature');
    // The signed bytes are the body: one byte changed after signing is another body.
    const signed = signedRequest(DEVELOPMENT_PROCESSOR_SECRET, approved('auth-tampered'));
    const tampered = await app.inject({
      method: 'POST',
      url: PROCESSOR_EVENTS_PATH,
      payload: signed.body.replace('3980', '398'),
      headers: signed.headers,
    });
    expect(tampered.json().code).toBe('badSignature');
    expect(await eventCount()).toBe(before);
    expect(await authorization('auth-wrong')).toBeUndefined();
  });

  it('refuses a timestamp outside five minutes either way', async () => {
    const before = await eventCount();
    for (const now of [new Date(Date.now() - 301_000), new Date(Date.now() + 301_000)]) {
      const stale = await send(approved('auth-stale'), { now });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().code).toBe('staleTimestamp');
    }
    expect((await send(approved('auth-fresh'), { now: new Date(Date.now() - 240_000) })).statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });

  it('refuses the very same request again; the same event signed anew (a retry) is a duplicate with one effect', async () => {
    const event = approved('auth-twice', { amount: 1_234 });
    const request = signedRequest(DEVELOPMENT_PROCESSOR_SECRET, event);
    const post = () => app.inject({ method: 'POST', url: PROCESSOR_EVENTS_PATH, payload: request.body, headers: request.headers });
    expect((await post()).json().result).toBe('applied');
    const before = await eventCount();
    const replay = await post();
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('replayed');
    const retry = await send(event, { now: new Date(Date.now() + 1000) });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ result: 'duplicate', eventId: event.eventId });
    expect(await eventCount()).toBe(before);
    expect(await app.db.selectFrom('authorizations').select('id').where('processor_id', '=', 'auth-twice').execute()).toHaveLength(1);
  });
});

const counted = async (name: string, labels: Record<string, string>): Promise<number> =>
  sampleOf(await processRegistry.metrics(), name, labels);

describe('bad input', () => {
  it('refuses an unknown card and a malformed event with their codes, writing nothing, and counts each refusal', async () => {
    const before = await eventCount();
    const unknownBefore = await counted('card_events_refused_total', { code: 'unknownCard' });
    const malformedBefore = await counted('card_events_refused_total', { code: 'malformedEvent' });
    const unknown = await send({ ...approved('auth-unknown'), cardToken: 'no-such-card' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('unknownCard');
    const malformed = await send({ ...approved('auth-malformed'), data: { authorizationId: 'x', amount: -5 } } as unknown as CardEvent);
    expect(malformed.statusCode).toBe(400);
    const answer = malformed.json();
    expect(answer.code).toBe('malformedEvent');
    expect(answer.problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/data/amount', rule: 'minimum' })]));
    const unknownKind = await send({ ...approved('auth-kind'), kind: 'authorization.maybe' } as unknown as CardEvent);
    expect(unknownKind.json().code).toBe('malformedEvent');
    const request = signedRequest(DEVELOPMENT_PROCESSOR_SECRET, approved('auth-text'));
    const notJson = 'not json at all';
    const timestamp = request.headers['x-processor-timestamp'] ?? '';
    const text = await app.inject({
      method: 'POST',
      url: PROCESSOR_EVENTS_PATH,
      payload: notJson,
      headers: { ...request.headers, 'x-processor-signature': signBody(DEVELOPMENT_PROCESSOR_SECRET, timestamp, notJson) },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('malformedEvent');
    expect(await eventCount()).toBe(before);
    expect(await counted('card_events_refused_total', { code: 'unknownCard' })).toBe(unknownBefore + 1);
    expect(await counted('card_events_refused_total', { code: 'malformedEvent' })).toBe(malformedBefore + 3);
  });
});

describe('events out of order', () => {
  it('an approval arriving after its sale, or after its reversal, changes nothing', async () => {
    expect((await send(cleared('auth-late', 'line-late'))).json().result).toBe('applied');
    const late = await send(approved('auth-late', { occurredAt: at(30) }));
    expect(late.json().result).toBe('superseded');
    expect(await authorization('auth-late')).toBeUndefined();
    const outcome = await app.db
      .selectFrom('card_events')
      .select('outcome')
      .where('subject', '=', 'authorization:auth-late')
      .where('kind', '=', 'authorization.approved')
      .executeTakeFirstOrThrow();
    expect(outcome.outcome).toBe('superseded');
  });

  it('a payment arriving before its statement is fixed still makes the bill paid; an older payment event after a newer one changes nothing', async () => {
    const paid: CardEvent = {
      eventId: nextId(),
      kind: 'payment.received',
      occurredAt: at(5),
      cardToken: token,
      data: { billingMonth: '209903', amount: 100, paidOn: '2099-03-27' },
    };
    expect((await send(paid)).json().result).toBe('applied');
    const fixed: CardEvent = {
      eventId: nextId(),
      kind: 'statement.fixed',
      occurredAt: at(60),
      cardToken: token,
      data: { billingMonth: '209903', amount: 100, dueDate: '2099-03-27' },
    };
    expect((await send(fixed)).json().result).toBe('applied');
    expect((await statement('209903'))?.payment_status).toBe('40');
    const olderMiss: CardEvent = {
      eventId: nextId(),
      kind: 'payment.missed',
      occurredAt: at(50),
      cardToken: token,
      data: { billingMonth: '209903' },
    };
    expect((await send(olderMiss)).json().result).toBe('superseded');
    expect((await statement('209903'))?.payment_status).toBe('40');
  });

  it('events about one use sent at once have one effect each', async () => {
    const events = [approved('auth-burst'), cleared('auth-burst', 'line-burst', '209904')];
    const answers = await Promise.all(
      [...events, ...events].map((event, index) => send(event, { now: new Date(Date.now() + index * 1000) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await authorization('auth-burst')).toBeUndefined();
    expect(await app.db.selectFrom('statement_lines').select('id').where('processor_id', '=', 'line-burst').execute()).toHaveLength(1);
    expect((await statement('209904'))?.amount_yen).toBe(3_980);
  });
});
