import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { success } from '../../http/apiResponse';
import { DomainError } from '../../http/DomainError';
import { deleteExpiredRows } from '../../maintenance/expiredRows';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { idempotencyMessages } from './idempotency';

let subject: TestApp;
let handled = 0;
let credentialGood = false;
let releaseSlowCall: () => void = () => undefined;

beforeAll(async () => {
  subject = await buildTestApp();
  // A state-changing call whose every run is visible, to count how often the handler really acts.
  subject.app.post<{ Body: { amount: number } }>('/external/v1/test/transfer', async (request) => {
    handled += 1;
    return success({ run: handled, amount: request.body.amount });
  });
  subject.app.post('/external/v1/test/slow', async () => {
    await new Promise<void>((resolve) => (releaseSlowCall = resolve));
    return success({ done: true });
  });
  subject.app.post(
    '/external/v1/test/credentialed',
    {
      preHandler: async () => {
        if (!credentialGood) throw new DomainError('forbidden', 'credential expired');
      },
    },
    async () => {
      handled += 1;
      return success({ run: handled });
    },
  );
  subject.app.post('/external/v1/test/broken', async () => {
    handled += 1;
    throw new Error('card system down');
  });
});
afterAll(async () => {
  await subject.close();
});

function transfer(key: string | undefined, amount: number, remoteAddress = '198.51.100.1') {
  return subject.app.inject({
    method: 'POST',
    url: '/external/v1/test/transfer',
    remoteAddress,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { amount },
  });
}

describe('Idempotency-Key on state-changing calls', () => {
  it('runs a repeated call once and answers the stored response to the repeat', async () => {
    const before = handled;
    const first = await transfer('key-00000001', 3000);
    const again = await transfer('key-00000001', 3000);
    expect(handled).toBe(before + 1);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 422 in Japanese when the same key comes with a different body, and does not act', async () => {
    await transfer('key-00000002', 3000);
    const before = handled;
    const changed = await transfer('key-00000002', 5000);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'Idempotency-Key', message: idempotencyMessages.differentRequest }],
    });
    expect(handled).toBe(before);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const slow = subject.app.inject({
      method: 'POST',
      url: '/external/v1/test/slow',
      headers: { 'idempotency-key': 'key-slow-0001' },
      payload: {},
    });
    await expect
      .poll(async () => (await subject.app.db.selectFrom('idempotency_keys').where('key', '=', 'key-slow-0001').execute()).length)
      .toBe(1);
    const meanwhile = await subject.app.inject({
      method: 'POST',
      url: '/external/v1/test/slow',
      headers: { 'idempotency-key': 'key-slow-0001' },
      payload: {},
    });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().resultInfo.errors[0].message).toBe(idempotencyMessages.inFlight);
    releaseSlowCall();
    expect((await slow).statusCode).toBe(200);
  });

  it('lets a retry take over a key whose holder died, once its lease has lapsed, and runs the call once (issue 56)', async () => {
    const before = handled;
    // What a process killed mid-call leaves: the key claimed, no answer, the holder gone.
    const died = await transfer('key-died-0001', 4000, '198.51.100.7');
    expect(died.statusCode).toBe(200);
    await subject.app.db
      .updateTable('idempotency_keys')
      .set({ state: 'in_flight', response_status: null, response_body: null, lease_until: sql<Date>`now() + interval '1 minute'` })
      .where('key', '=', 'key-died-0001')
      .execute();
    expect((await transfer('key-died-0001', 4000, '198.51.100.7')).statusCode).toBe(409);
    await subject.app.db
      .updateTable('idempotency_keys')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', 'key-died-0001')
      .execute();
    expect((await transfer('key-died-0001', 5000, '198.51.100.7')).statusCode).toBe(422);
    const retried = await transfer('key-died-0001', 4000, '198.51.100.7');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const repeated = await transfer('key-died-0001', 4000, '198.51.100.7');
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.json()).toEqual(retried.json());
    expect(handled).toBe(before + 2);
  });

  it('lets a call that failed on the server be retried with the same key', async () => {
    const before = handled;
    const broken = () =>
      subject.app.inject({ method: 'POST', url: '/external/v1/test/broken', headers: { 'idempotency-key': 'key-broken-01' }, payload: {} });
    expect((await broken()).statusCode).toBe(500);
    expect((await broken()).statusCode).toBe(500);
    expect(handled).toBe(before + 2);
  });

  it('lets a call refused for its credential run under the same key once the credential is good', async () => {
    const before = handled;
    const refused = await subject.app.inject({
      method: 'POST',
      url: '/external/v1/test/credentialed',
      headers: { 'idempotency-key': 'key-credential-1' },
      payload: { amount: 1 },
    });
    expect(refused.statusCode).toBe(403);
    credentialGood = true;
    const retried = await subject.app.inject({
      method: 'POST',
      url: '/external/v1/test/credentialed',
      headers: { 'idempotency-key': 'key-credential-1' },
      payload: { amount: 1 },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(handled).toBe(before + 1);
  });

  it('keeps callers apart: another client with the same key runs its own call', async () => {
    const before = handled;
    await transfer('key-shared-01', 1000, '198.51.100.1');
    const other = await transfer('key-shared-01', 1000, '198.51.100.2');
    expect(handled).toBe(before + 2);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const before = handled;
    const response = await transfer('short', 1000);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors[0].message).toBe(idempotencyMessages.malformedKey);
    expect(handled).toBe(before);
  });

  it('runs calls without a key every time', async () => {
    const before = handled;
    await transfer(undefined, 1000);
    await transfer(undefined, 1000);
    expect(handled).toBe(before + 2);
  });

  it('forgets answers after a day, so the cleanup keeps the table small', async () => {
    await transfer('key-old-00001', 1000);
    await subject.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('key', '=', 'key-old-00001')
      .execute();
    await deleteExpiredRows(subject.app.db);
    expect(await subject.app.db.selectFrom('idempotency_keys').where('key', '=', 'key-old-00001').execute()).toEqual([]);
  });
});
