import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/buildTestApp';
import { startCardProcessor, type CardProcessor } from '../../tests/helpers/cardProcessor';
import { startOtlpReceiver, type OtlpReceiver } from '../../tests/helpers/otlpReceiver';
import { startServerProcess, type ServerProcess } from '../../tests/helpers/serverProcess';
import { sql } from 'kysely';
import { insertCardMember } from '../cardInfo/testing/cardMember';
import { createDatabase } from '../db/createDatabase';
import { startSession } from '../sessions/sessionStore';

/**
 * Issue 56, done when: a server process started with OTEL_EXPORTER_OTLP_ENDPOINT sends a local OTLP/HTTP receiver
 * one trace for a step save — the caller's `traceparent` continued, the request's span with its route template and
 * no query, the database's spans under it (PostgreSQL through the pg instrumentation, the embedded database through
 * its own) — and writes the trace id in the request's log line; an outbound call (the card processor's card-data
 * API) carries the request's trace on in its own `traceparent`.
 */
let receiver: OtlpReceiver;
let server: ServerProcess;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let session: string;
let cardSession: string;
let processor: CardProcessor;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  database = await createTestDatabase('seeded');
  // The member's session, made before the server opens the database (the embedded one admits one process).
  const location =
    'DATABASE_URL' in database.environment
      ? ({ kind: 'postgres', url: database.environment.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: database.environment.DATA_DIR } as const);
  const db = await createDatabase(location);
  session = await startSession(db, 'member-regular');
  // A member whose card number the processor answers, past the SMS check the number page asks for.
  processor = await startCardProcessor();
  await insertCardMember(db, 'traced', { token: 'token/traced', card4no: '4242', networkCode: '1', nickname: 'Visa' });
  processor.cards.set('token/traced', { cardNumber: '4242424242424242', expiry: '03/30', securityCode: '737' });
  cardSession = await startSession(db, 'member-traced');
  await db.updateTable('sessions').set({ sms_verified_at: sql<Date>`now()` }).where('member_id', '=', 'member-traced').execute();
  await db.destroy();
  server = await startServerProcess({
    ...database.environment,
    CARD_DATA_URL: processor.url,
    CARD_DATA_TOKEN: 'traced-card-data-token',
    NODE_ENV: 'test',
    DEMO: '1',
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  await server.ready(120_000);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await processor?.close();
  await database?.drop();
});

/** A credentialed POST as the browser sends it, continuing the caller's trace `traceparent`. */
async function tracedPost(session: string, path: string, traceparent: string, body: unknown): Promise<Response> {
  const cookie = `session=${session}`;
  const credential = await fetch(`${server.url}/api/bff/getCredentialV2`, { headers: { cookie } });
  const { ppcdCredential } = ((await credential.json()) as { data: { ppcdCredential: string } }).data;
  return fetch(`${server.url}${path}?ppcdSwitchServiceFlg=yes`, {
    method: 'POST',
    headers: { cookie, ppcdCredential, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), traceparent },
    body: JSON.stringify(body),
  });
}

describe('traces over OTLP/HTTP', () => {
  it('sends one trace for a step save, continuing the caller’s, with its database spans, and logs its id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const saved = await tracedPost(session, '/external/v1/flows/mailSetting/steps/mailAddress', `00-${traceId}-00f067aa0ba902b7-01`, {
      answers: { mailAddress: 'traced-new@example.jp' },
    });
    expect(saved.status).toBe(200);

    const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    // The request's span ends last, after its statements': exported in the same batch or the next.
    await expect.poll(() => ofTrace().some((span) => span.name === 'request'), { timeout: 30_000 }).toBe(true);
    const spans = ofTrace();
    const request = spans.find((span) => span.name === 'request');
    expect(request).toMatchObject({
      parentSpanId: '00f067aa0ba902b7',
      service: 'card-web',
      attributes: {
        'http.route': '/external/v1/flows/:flowId/steps/:stepId',
        'url.path': '/external/v1/flows/mailSetting/steps/mailAddress',
      },
    });
    const statements = spans.filter((span) => /^(pg\.query|pglite\.query)/.test(span.name));
    expect(statements.length).toBeGreaterThan(0);
    expect(JSON.stringify(spans)).not.toContain('traced-new');
    await expect.poll(() => server.output().includes(`"traceId":"${traceId}"`), { timeout: 10_000 }).toBe(true);
  });

  it('passes the trace on to the card processor with the card-data call', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const shown = await tracedPost(cardSession, '/api/bff/cardinfo/numbers', `00-${traceId}-b7ad6b7169203331-01`, { index: 0 });
    expect(shown.status, await shown.clone().text()).toBe(200);
    const call = processor.calls.at(-1);
    expect(call?.path).toBe('/card-data/cards/token%2Ftraced');
    // The same trace, under a span of this service's own (the outbound call's), never the caller's span id.
    expect(call?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(call?.traceparent).not.toContain('b7ad6b7169203331');
  });
});
