import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { startSession } from '../../sessions/sessionStore';

/**
 * A logged-in demo applicant for server tests: a real session row in the database and its cookie, as the login
 * callback would leave them, and the per-call credential the browser fetches with it (SPEC 7.2: header
 * ppcdCredential and query ppcdSwitchServiceFlg=yes). `device()` opens another session of the same applicant (a
 * second browser).
 */
export interface Applicant {
  readonly memberId: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, extraHeaders?: Record<string, string>): Promise<LightMyRequestResponse>;
  device(): Promise<Applicant>;
}

/** `remoteAddress`: the applicant's own network address (per-client limits count by it); the loopback address unless given. */
export async function logInApplicant(
  app: FastifyInstance,
  loginId: string,
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<Applicant> {
  const memberId = `member-${loginId}`;
  const sessionId = await startSession(app.db, memberId);
  const cookies = { session: sessionId };
  const credential = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies })).json().data.ppcdCredential as string;
  const headers = { ppcdCredential: credential };
  const query = { ppcdSwitchServiceFlg: 'yes' };
  const from = remoteAddress ? { remoteAddress } : {};
  return {
    memberId,
    get: (url) => app.inject({ method: 'GET', url, cookies, headers, query, ...from }),
    post: (url, payload, extraHeaders = {}) =>
      app.inject({
        method: 'POST',
        url,
        cookies,
        headers: { ...headers, ...extraHeaders },
        query,
        ...from,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    device: () => logInApplicant(app, loginId, { ...(remoteAddress ? { remoteAddress } : {}) }),
  };
}

/**
 * A person of a test's own, `member-<loginId>` with subject and guid after it: by default an applicant 佐藤健一 with a
 * mobile number, each field overridable (a card member, another name).
 */
export async function insertPerson(
  db: Kysely<Database>,
  loginId: string,
  overrides: Partial<Insertable<Database['members']>> = {},
): Promise<void> {
  await db
    .insertInto('members')
    .values({
      id: `member-${loginId}`,
      oidc_subject: `subject-${loginId}`,
      ppcd_web_guid: `guid-${loginId}`,
      role: 'applicant',
      membership_status: '01',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
      ...overrides,
    })
    .execute();
}
