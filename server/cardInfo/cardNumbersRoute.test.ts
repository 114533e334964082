import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { wholeDatabase } from '../../tests/helpers/wholeDatabase';
import { insertCardMember } from './testing/cardMember';
import { logInApplicant } from '../apply/testing/applicant';

/**
 * A card's full number and security code (issue 16, PCI DSS 3.3.1.2, 3.4.1) through the real route: only after the
 * SMS check, answered with no-store, the same under a repeated Idempotency-Key without a stored copy, and afterwards
 * in no table and no log line; only the fact of the view is kept.
 */
const logLines: string[] = [];
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => {
  await subject.close();
});

async function member(id: string) {
  await insertCardMember(subject.app.db, id, { token: `token-${id}`, card4no: '6174', networkCode: '2', nickname: 'Mastercard' });
  return logInApplicant(subject.app, id);
}

const numbers = (person: Awaited<ReturnType<typeof member>>, key: string = crypto.randomUUID(), index = 0) =>
  person.post('/api/bff/cardinfo/numbers', { index }, { 'idempotency-key': key });

describe('the full card number', () => {
  it('is refused without a recent SMS check (4032)', async () => {
    const person = await member('numbers1');
    const refused = await numbers(person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultInfo.codeId).toBe('4032');
  });

  it('is shown after the check with no-store, the same for a repeated key, and then kept nowhere', async () => {
    const person = await member('numbers2');
    await subject.app.db
      .updateTable('sessions')
      .set({ sms_verified_at: sql<Date>`now()` })
      .where('member_id', '=', 'member-numbers2')
      .execute();
    const key = crypto.randomUUID();
    const shown = await numbers(person, key);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const data = shown.json().data;
    expect(data).toMatchObject({
      number: expect.stringMatching(/^5\d{3} \d{4} \d{4} 6174$/),
      expiry: '03/30',
      securityCode: expect.stringMatching(/^\d{3}$/),
      nickname: 'Mastercard',
    });
    const again = await numbers(person, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json().data).toEqual(data);

    const everything = await wholeDatabase(subject.app.db);
    const logs = logLines.join('\n');
    const digits = data.number.replace(/ /g, '');
    for (const secret of [digits, data.number, digits.slice(0, 12)]) {
      expect(everything).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(new RegExp(`"securityCode"|${data.securityCode}"`));
    // One view recorded (the repeat is the same call), never what was shown.
    expect(
      await subject.app.db
        .selectFrom('card_number_views')
        .select(['member_id', 'card_id'])
        .where('member_id', '=', 'member-numbers2')
        .execute(),
    ).toEqual([{ member_id: 'member-numbers2', card_id: 'card-numbers2' }]);
  });

  it('answers a card the member does not have with a Japanese field error', async () => {
    const person = await member('numbers3');
    await subject.app.db
      .updateTable('sessions')
      .set({ sms_verified_at: sql<Date>`now()` })
      .where('member_id', '=', 'member-numbers3')
      .execute();
    const refused = await numbers(person, crypto.randomUUID(), 5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'index', message: '対象のカードが見つかりません。' }]);
  });
});
