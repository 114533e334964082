import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startSession } from '../../server/sessions/sessionStore';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

/**
 * The security suite of issue 13 ("keep it closed"), generated from Fastify's route table (app.routeTable): every
 * state-changing route gets the fuzz corpus and a foreign Origin, every read with an id in its path is tried with
 * another member's ids. A new route is attacked without writing a test for it.
 */
const origin = 'http://127.0.0.1:3999';
let subject: TestApp;
let applicant: Member;

/** A logged-in member as the browser holds it: the session cookie and a per-call credential. */
interface Member {
  readonly memberId: string;
  readonly cookies: Record<string, string>;
  readonly headers: Record<string, string>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

async function logInMember(app: FastifyInstance, loginId: string): Promise<Member> {
  const memberId = `member-${loginId}`;
  const cookies = { session: await startSession(app.db, memberId) };
  const credential = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies })).json().data.ppcdCredential as string;
  const headers = { ppcdCredential: credential };
  const query = { ppcdSwitchServiceFlg: 'yes' };
  return {
    memberId,
    cookies,
    headers,
    get: (url) => app.inject({ method: 'GET', url, cookies, headers, query }),
    post: (url, payload) => app.inject({ method: 'POST', url, cookies, headers: { ...headers, origin }, query, payload }),
  };
}

beforeAll(async () => {
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
  applicant = await logInMember(subject.app, 'applicant2');
});
afterAll(async () => {
  await subject.close();
});

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete URL for a route pattern: every `:param` and the wildcard filled with `value`. */
function concrete(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(value)).replace(/\*$/, 'token');
}

function stateChangingRoutes(): { method: string; url: string }[] {
  const seen = new Set<string>();
  return subject.app.routeTable.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (!stateChanging.has(route.method) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Row counts of every table: "nothing stored" is all of them unchanged. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(
    subject.app.db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(name)}`.execute(subject.app.db);
    counts[name] = row.rows[0]?.count ?? -1;
  }
  return counts;
}

const deep = '['.repeat(10_000) + ']'.repeat(10_000);
const huge = JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) });

/** Bodies no route can mean, each with the content type it arrives under. */
const corpus: readonly { readonly name: string; readonly contentType: string; readonly body: string }[] = [
  { name: 'malformed JSON', contentType: 'application/json', body: '{"step": "acceptPermission", "answers": {' },
  { name: 'deep nesting', contentType: 'application/json', body: deep },
  {
    name: 'deep nesting in a field',
    contentType: 'application/json',
    body: `{"step":"acceptPermission","answers":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  },
  { name: 'a huge string', contentType: 'application/json', body: huge },
  {
    name: 'NUL in a string',
    contentType: 'application/json',
    body: '{"step":"acceptPermission","answers":{"agreeTerms":"\\u0000"},"code":"\\u0000"}',
  },
  { name: 'a control character in a key', contentType: 'application/json', body: '{"a\\u0001":"x"}' },
  { name: '__proto__ key', contentType: 'application/json', body: '{"__proto__":{"isAdmin":true},"agreed":true}' },
  { name: 'constructor.prototype', contentType: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}},"agreed":true}' },
  { name: 'text/plain', contentType: 'text/plain', body: '{"agreed":true}' },
  { name: 'a form body', contentType: 'application/x-www-form-urlencoded', body: 'agreed=true' },
  { name: 'XML', contentType: 'application/xml', body: '<agreed>true</agreed>' },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="agreed"\r\n\r\ntrue\r\n--x--\r\n',
  },
];

describe('the fuzz corpus against every state-changing route', () => {
  it('answers every attempt below 500 and stores nothing', async () => {
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const before = await rowCounts();
    const serverErrors: string[] = [];
    let attempts = 0;
    for (const route of routes) {
      for (const entry of corpus) {
        const response = await subject.app.inject({
          method: route.method as 'POST',
          url: `${concrete(route.url, 'x')}?ppcdSwitchServiceFlg=yes`,
          headers: { ...applicant.headers, 'content-type': entry.contentType, origin, 'idempotency-key': `fuzz-${attempts}` },
          cookies: applicant.cookies,
          payload: entry.body,
        });
        attempts += 1;
        if (response.statusCode >= 500)
          serverErrors.push(`${route.method} ${route.url} ${entry.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      const nul = await subject.app.inject({
        method: route.method as 'POST',
        url: `${concrete(route.url, 'a\u0000b')}?q=%00`,
        headers: { origin },
        cookies: applicant.cookies,
      });
      attempts += 1;
      if (nul.statusCode >= 500) serverErrors.push(`${route.method} ${route.url} NUL in the URL: ${nul.statusCode}`);
    }
    // The figure for the notes.
    console.info(`fuzz corpus: ${attempts} requests to ${routes.length} state-changing routes, ${serverErrors.length} answered 5xx`);
    expect(serverErrors).toEqual([]);
    const after = await rowCounts();
    // Session rows are touched (last seen), never added or removed by a refused request.
    expect(after).toEqual(before);
  });
});

describe('cross-site requests against every state-changing route', () => {
  it('refuses a foreign Origin with 403 before the route acts, and a cross-site link to clearCookie', async () => {
    const before = await rowCounts();
    for (const route of stateChangingRoutes()) {
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await subject.app.inject({
          method: route.method as 'POST',
          url: `${concrete(route.url, 'x')}?ppcdSwitchServiceFlg=yes`,
          headers: { ...headers, 'content-type': 'application/json', ...applicant.headers },
          cookies: applicant.cookies,
          payload: '{"agreed":true}',
        });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    const logout = await subject.app.inject({
      method: 'GET',
      url: '/api/bff/clearCookie',
      cookies: applicant.cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('cross-member reads on every route with an id in its path', () => {
  it('never shows one member anything of another member through any id', async () => {
    // The owner leaves ids behind: a residence-card photo, cards, an SMS challenge.
    const owner = await logInMember(subject.app, 'regular');
    const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer();
    const uploaded = await owner.post('/external/v1/file/ppcdcore/uploadResidenceCard', {
      base64Image: photo.toString('base64'),
      fileExtension: 'jpg',
      fileName: 'card.jpg',
      imageType: 'face',
      uploadType: 'member',
    });
    expect(uploaded.statusCode).toBe(200);
    const fileName = uploaded.json().data.residenceCardFilename as string;
    await subject.app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: owner.cookies });
    const member = await subject.app.db.selectFrom('members').selectAll().where('id', '=', owner.memberId).executeTakeFirstOrThrow();
    const cards = await subject.app.db.selectFrom('cards').select(['id', 'ppcd_token']).where('member_id', '=', owner.memberId).execute();
    const challenges = await subject.app.db.selectFrom('sms_challenges').select('id').where('member_id', '=', owner.memberId).execute();
    const ids = [
      fileName,
      owner.memberId,
      ...cards.flatMap((card) => [card.id, card.ppcd_token]),
      ...challenges.map((challenge) => challenge.id),
      '0',
      '1',
    ];
    // What only the owner may see; an answer holding any of it (other than the id asked with) is a leak.
    const secrets = [
      member.last_name_kanji,
      member.first_name_kanji,
      member.mobile_number,
      fileName,
      ...cards.map((card) => card.ppcd_token),
    ].filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);

    const other = await logInMember(subject.app, 'gold');
    const reads = subject.app.routeTable.filter(
      (route) => route.method === 'GET' && route.url.includes(':') && !route.url.startsWith('/oidc'),
    );
    expect(reads.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const route of reads) {
      for (const id of ids) {
        const response = await other.get(concrete(route.url, id));
        if (response.statusCode >= 500) leaks.push(`${route.url} with ${id}: ${response.statusCode}`);
        const shown = response.body;
        const leaked = secrets.filter((secret) => secret !== id && shown.includes(secret));
        if (response.statusCode === 200 && (leaked.length > 0 || String(response.headers['content-type']).startsWith('image/'))) {
          leaks.push(`${route.url} with ${id}: ${leaked.join(', ') || response.headers['content-type']}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
