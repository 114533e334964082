import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { hashSecret } from '../sessions/sessionStore';
import { sessionOf } from '../../tests/helpers/testSessions';

let subject: TestApp;
let app: FastifyInstance;

const logInAs = (loginId: string): Promise<string> => sessionOf(app, loginId);

async function credentialFor(session: string, ppcdToken?: string): Promise<string> {
  const query = ppcdToken ? `?ppcdToken=${ppcdToken}` : '';
  return (await app.inject({ method: 'GET', url: `/api/bff/getCredentialV2${query}`, cookies: { session } })).json().data.ppcdCredential;
}

function credentialed(url: string, session: string | undefined, credential: string | undefined) {
  return app.inject({
    method: 'GET',
    url: `${url}?ppcdSwitchServiceFlg=yes`,
    cookies: session ? { session } : {},
    headers: credential ? { ppcdCredential: credential } : {},
  });
}

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

describe('GET /external/v1/user/userinfo', () => {
  it('answers the member’s ppcdWebGuid and mobile number, not to be cached', async () => {
    const session = await logInAs('regular');
    const response = await credentialed('/external/v1/user/userinfo', session, await credentialFor(session));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      resultInfo: { code: 'SUCCESS', codeId: '2000', message: expect.any(String) },
      data: { ppcdWebGuid: expect.stringMatching(/^[0-9a-f]{32}$/), phoneNumber: expect.stringMatching(/^0[789]0\d{8}$/) },
    });
  });

  it('answers an applicant too, whose credential has no card', async () => {
    const session = await logInAs('applicant');
    expect((await credentialed('/external/v1/user/userinfo', session, await credentialFor(session))).statusCode).toBe(200);
  });

  it('answers 403/4031 for member B’s credential on member A’s session, with nothing of B in the answer', async () => {
    const sessionA = await logInAs('regular');
    const sessionB = await logInAs('gold');
    const response = await credentialed('/external/v1/user/userinfo', sessionA, await credentialFor(sessionB));
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ resultInfo: { code: 'ERROR', codeId: '4031', message: expect.any(String) } });
  });

  it('answers 403/4031 for an expired credential and 401/4004 without a session', async () => {
    const session = await logInAs('regular');
    const credential = await credentialFor(session);
    await app.db
      .updateTable('card_credentials')
      .set({ expires_at: sql<Date>`now()` })
      .where('credential_hash', '=', hashSecret(credential))
      .execute();
    expect((await credentialed('/external/v1/user/userinfo', session, credential)).json().resultInfo.codeId).toBe('4031');
    const anonymous = await credentialed('/external/v1/user/userinfo', undefined, credential);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resultInfo.codeId).toBe('4004');
  });
});

describe('GET /external/v1/user/multiple/cards/web', () => {
  it('lists a multiple-card member’s three cards with the credential’s card selected', async () => {
    const session = await logInAs('multiple');
    const tokens = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } }))
      .json()
      .data.activeCardList.map((card: { ppcdToken: string }) => card.ppcdToken);
    const response = await credentialed('/external/v1/user/multiple/cards/web', session, await credentialFor(session, tokens[2]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json().data.cardList as { ppcdToken: string; isSelected: boolean; daikoCd: string }[];
    expect(list.map((card) => card.ppcdToken)).toEqual(tokens);
    expect(list.map((card) => [card.isSelected, card.daikoCd])).toEqual([
      [false, '1'],
      [false, '0'],
      [true, '0'],
    ]);
  });

  it('lists a family-card holder’s own card', async () => {
    const session = await logInAs('family');
    const response = await credentialed('/external/v1/user/multiple/cards/web', session, await credentialFor(session));
    expect(response.json().data.cardList).toEqual([expect.objectContaining({ brand: 'Mastercard', isSelected: true })]);
  });

  it('answers an applicant and a former member an empty list', async () => {
    for (const loginId of ['applicant', 'former']) {
      const session = await logInAs(loginId);
      const response = await credentialed('/external/v1/user/multiple/cards/web', session, await credentialFor(session));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ cardList: [] });
    }
  });

  it('refuses another member’s credential with 403', async () => {
    const sessionA = await logInAs('multiple');
    const sessionB = await logInAs('regular');
    const response = await credentialed('/external/v1/user/multiple/cards/web', sessionA, await credentialFor(sessionB));
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4031');
  });
});
