import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { hashSecret } from '../sessions/sessionStore';
import { sessionOf } from '../../tests/helpers/testSessions';
import { crashReportLimit, withoutSecrets } from './crashReports';

/** SPEC 7.3 POST /v1/report/crash/ through the real app: open to visitors, stored without secrets, limited per address. */
const logLines: string[] = [];
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => {
  await subject.close();
});

const report = (body: unknown, remoteAddress = '203.0.113.10') =>
  subject.app.inject({
    method: 'POST',
    url: '/v1/report/crash/',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: JSON.stringify(body),
  });
const storedFrom = (address: string) =>
  subject.app.db.selectFrom('crash_reports').selectAll().where('client_address', '=', address).orderBy('id').execute();

describe('a crash report', () => {
  it('is taken from a visitor without a credential and kept without card numbers, mail addresses or tokens', async () => {
    const token = 'ppcd-token-of-the-card-0123456789';
    const sent = await report(
      {
        ppcdToken: token,
        message: 'CredentialUnavailableError: 4111 1111 1111 1111 for taro@example.com with eyJhbGciOiJIUzI1NiJ9abcdefghijk',
        time: '2026-11-25T10:00:00.000Z',
        model: 'iPhone',
      },
      '203.0.113.11',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ received: true });
    const [row] = await storedFrom('203.0.113.11');
    expect(row).toMatchObject({
      message: 'CredentialUnavailableError: [digits] for [mail] with [token]',
      reported_time: '2026-11-25T10:00:00.000Z',
      model: 'iPhone',
    });
    expect(row?.card_digest).toMatch(/^[0-9a-f]{16}$/);
    const everything = JSON.stringify(row) + logLines.join('\n');
    for (const secret of ['4111', 'taro@example.com', token, 'eyJhbGci']) expect(everything).not.toContain(secret);
  });

  it('keeps nothing of a logged-in reporter’s own name, numbers, mail address or address that the page’s error quoted', async () => {
    const session = await sessionOf(subject.app, 'regular');
    const member = await subject.app.db
      .selectFrom('members')
      .innerJoin('sessions', 'sessions.member_id', 'members.id')
      .select(['last_name_kanji', 'first_name_kanji', 'last_name_kana', 'mobile_number', 'mail_address', 'home_addr_kanji'])
      .where('sessions.id_hash', '=', hashSecret(session))
      .executeTakeFirstOrThrow();
    const quoted = [
      `${member.last_name_kanji} ${member.first_name_kanji}`,
      member.last_name_kana,
      member.mobile_number,
      member.mail_address ?? '',
      member.home_addr_kanji ?? '',
    ];
    const sent = await subject.app.inject({
      method: 'POST',
      url: '/v1/report/crash/',
      remoteAddress: '203.0.113.21',
      cookies: { session },
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ message: `TypeError: cannot save ${quoted.join(' / ')}` }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await storedFrom('203.0.113.21');
    expect(row?.message).toMatch(/^TypeError: cannot save /);
    const everything = JSON.stringify(row) + logLines.join('\n');
    for (const value of [member.last_name_kanji, member.first_name_kanji, ...quoted]) expect(everything).not.toContain(value);
  });

  it('refuses a report without a message or with one too long, keeping nothing', async () => {
    for (const body of [{}, { message: '' }, { message: 'x'.repeat(2001) }, { message: 'x', model: 'm'.repeat(101) }]) {
      const refused = await report(body, '203.0.113.12');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resultInfo.codeId).toBe('4000');
    }
    expect(await storedFrom('203.0.113.12')).toEqual([]);
  });

  it('keeps at most the limit from one address a minute, concurrently too, and others still report', async () => {
    const sent = await Promise.all(
      Array.from({ length: crashReportLimit.perMinute + 5 }, (_, index) =>
        report({ message: `TypeError: failure ${index}` }, '203.0.113.13'),
      ),
    );
    expect(sent.filter((answer) => answer.statusCode === 200)).toHaveLength(crashReportLimit.perMinute);
    const refused = sent.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().resultInfo.codeId).toBe('4290');
    expect(await storedFrom('203.0.113.13')).toHaveLength(crashReportLimit.perMinute);
    expect((await report({ message: 'TypeError: elsewhere' }, '203.0.113.14')).statusCode).toBe(200);
  });
});

describe('the secrets taken out of a message', () => {
  it('leave the words and take digit runs of a card number, written with hyphens too', () => {
    expect(withoutSecrets('failed at step 3 with 4111-1111-1111-1111')).toBe('failed at step 3 with [digits]');
    expect(withoutSecrets('timeout after 10000 ms')).toBe('timeout after 10000 ms');
    // A telephone number too: ten digits (a landline) or eleven (a mobile), with or without hyphens.
    expect(withoutSecrets('no answer from 090-1234-5678 or 0312345678')).toBe('no answer from [digits] or [digits]');
  });
});
