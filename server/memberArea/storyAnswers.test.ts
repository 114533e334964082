import { createHash } from 'node:crypto';
import { logInApplicant } from '../apply/testing/applicant';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seedDemoData';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { memberIdOf, sessionOf } from '../../tests/helpers/testSessions';

/**
 * The member area's Storybook stories draw each page over the answers the real server gives for the demo people
 * (stories/memberArea/serverAnswers.json). This test asks the server again and fails when the file is stale;
 * `UPDATE_STORY_ANSWERS=1` rewrites it.
 */
const file = new URL('../../stories/memberArea/serverAnswers.json', import.meta.url);

/** A credential is a secret of one session: the stories use a stand-in, the same for every person. */
const STORY_CREDENTIAL = 'story-credential';

/**
 * What an answer holds that differs at every run (a credential, a challenge's id, the clock's time of a send or an entry) or must
 * be in no file (a card's full number and security code, PCI DSS 3.3.1.2): stood in for by fixed values wherever it
 * appears, the card number by the well-known Visa test number and the times by the tests' day.
 */
const standIns: Readonly<Record<string, unknown>> = {
  ppcdCredential: STORY_CREDENTIAL,
  challengeId: 'story-challenge',
  number: '4111 1111 1111 1111',
  securityCode: '123',
  expiresAt: `${testToday}T01:05:00.000Z`,
  resendAvailableAt: `${testToday}T01:01:00.000Z`,
  enteredAt: `${testToday}T01:00:00.000Z`,
};

const withStandIns = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withStandIns);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, name in standIns ? standIns[name] : withStandIns(inner)]));
};

/** An Idempotency-Key the same at every run (UUID-shaped, as the server asks), so the recorded answers are too. */
const storyKey = (of: string): string => {
  const hex = createHash('sha256').update(of).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

interface StoryCalls {
  read(path: string): Promise<unknown>;
  /** A POST as the page sends it, recorded as `POST <path>` with its stand-ins. */
  write(path: string, payload: object): Promise<unknown>;
  /** The session passes the SMS check, as after entering the code (server/otp). */
  passSmsCheck(): Promise<void>;
}

type Answers = Record<string, unknown>;

let subject: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  // The demo people alone, as `npm start` seeds them: the stories show what a designer sees there, and the tests'
  // own applicants would shift the ids.
  subject = await buildTestApp({}, { seed: false });
  app = subject.app;
  await seedDemoData(app.db, { today: testToday });
});
afterAll(async () => {
  await subject.close();
});

async function answersOf(
  loginId: string,
  paths: (read: StoryCalls['read'], calls: StoryCalls) => Promise<void>,
  exIndex?: number,
): Promise<Answers> {
  const session = await sessionOf(app, loginId);
  const credentialPath = exIndex === undefined ? '/api/bff/getCredentialV2' : `/api/bff/getCredentialForExMember/${exIndex}`;
  const credentialAnswer = (await app.inject({ method: 'GET', url: credentialPath, cookies: { session } })).json();
  const credential: string = credentialAnswer.data.ppcdCredential;
  const answers: Answers = {
    [credentialPath]: { ...credentialAnswer, data: { ...credentialAnswer.data, ppcdCredential: STORY_CREDENTIAL } },
  };
  const read = async (path: string) => {
    const url = new URL(path, 'http://story');
    url.searchParams.set('ppcdSwitchServiceFlg', 'yes');
    const response = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      cookies: { session },
      headers: { ppcdCredential: credential },
    });
    const body = response.json();
    answers[path] = withStandIns(body);
    return body.data;
  };
  const write = async (path: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      cookies: { session },
      headers: { ppcdCredential: credential, 'idempotency-key': storyKey(`${loginId} ${path}`) },
      payload,
    });
    const body = response.json();
    answers[`POST ${path}`] = withStandIns(body);
    return body.data;
  };
  const passSmsCheck = async () => {
    await app.db
      .updateTable('sessions')
      .set({ sms_verified_at: sql<Date>`now()` })
      .where('member_id', '=', await memberIdOf(app, loginId))
      .execute();
  };
  await paths(read, { read, write, passSmsCheck });
  return answers;
}

/** The link a mail address change sends, asked for through the flow and read from the local mailbox. */
async function mailChangeLink(on: FastifyInstance, loginId: string, mailAddress: string): Promise<string> {
  const member = await logInApplicant(on, loginId);
  const flow = '/external/v1/flows/mailSetting';
  await member.post(`${flow}/steps/mailAddress`, { answers: { mailAddress } }, { 'idempotency-key': storyKey(`${loginId} mail`) });
  await member.post(`${flow}/submit`, {}, { 'idempotency-key': storyKey(`${loginId} mail submit`) });
  await settleOutbox(on);
  const mail = await on.db.selectFrom('mailbox').select('text_body').where('recipient', '=', mailAddress).executeTakeFirstOrThrow();
  return /token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? '';
}

async function currentAnswers(): Promise<Record<string, Answers>> {
  const memberTop = async (read: (path: string) => Promise<unknown>) => {
    await read('/external/v1/user/multiple/cards/web');
    await read('/external/v1/member/top');
    await read('/external/v1/settlement/top/claimstatus');
    await read('/external/v1/flows/balanceRaise/entry');
    await read('/external/v1/flows/balanceReduce/entry');
    // The menu page's way into the gold switch (SPEC 6 goldScreenId, src/pages/member/MemberMenu.tsx; the MemberMenu story).
    await read('/v1/featureFlg/goldScreenId');
  };
  return {
    heavy: await answersOf('heavy', async (read) => {
      await memberTop(read);
      await read('/external/v1/statement/months');
      const month = (await read('/external/v1/statement/monthly?billingMonth=202610')) as { lines: { id: number }[] };
      await read(`/external/v1/statement/detail/${month.lines[0]?.id}`);
      const messages = (await read('/external/v1/messages')) as { messages: { id: number; unread: boolean }[] };
      await read(`/external/v1/messages/${messages.messages.find((message) => message.unread)?.id}`);
      await read('/external/v1/webdocuments');
    }),
    // Revolving, cashing and post-installment (issue 17) of a regular card's month: the tops, then each flow's first
    // view (revo cashing after the revo top, its prior route).
    regular: await answersOf('regular', async (read) => {
      await read('/external/v1/revo/top');
      await read('/external/v1/cashing/top');
      for (const flow of [
        'revoCourse',
        'revoAuto',
        'revoIndividual',
        'revoLumpsum',
        'revoCashing',
        'postInstallment',
        'cashingNet',
        'cashingLimit',
      ])
        await read(`/external/v1/flows/${flow}/entry`);
      // The card's settings (issue 15): the settings and 3-D Secure tops.
      await read('/external/v1/card/settings');
      await read('/external/v1/member/info');
      // What the member agreed for 口座振替 (issue 35).
      await read('/external/v1/jtransfer/agreement');
      // The card's life (issue 16): the family card page and the review status of another card.
      await read('/external/v1/family-cards');
      await read('/external/v1/memberOptionService/multiple/apply/reviewStatus');
      // Issue 35: the partner ID linkage's status, not linked.
      await read('/external/v1/member/sbidlinkage');
    }),
    // The pages around the member area (issue 19): the service top's flag and admission landing page, the SMS check before and after the code
    // is sent, the card's information and full number after it, campaigns open (then entered), coming and closed,
    // the support page; the application status of someone who has not applied; first registration.
    gold: await answersOf('gold', async (read, { write, passSmsCheck }) => {
      // Issue 35: the partner ID linkage's status of the member seeded linked.
      await read('/external/v1/member/sbidlinkage');
      await read('/v1/featureFlg/appIntegrationDay1');
      await read('/api/bff/admissionLanding');
      await read('/api/bff/sms/status');
      await write('/api/bff/sms/send', {});
      await passSmsCheck();
      await read('/api/bff/cardinfo');
      await write('/api/bff/cardinfo/numbers', { index: 0 });
      for (const slug of ['apple-pay', 'scratch', 'scratch202406']) await read(`/v1/campaigns?slug=${slug}`);
      await write('/external/v1/campaigns/1640/entry', {});
      await read('/external/v1/campaigns/entries');
      await read('/v1/support');
    }),
    // The mail address change's link (issue 30), opened once the change was asked for: the page's answer.
    family: await answersOf('family', async (_read, { write }) => {
      await write('/api/bff/member/mail/verify', { token: await mailChangeLink(app, 'family', 'family.new@example.jp') });
    }),
    applicant: await answersOf('applicant', async (read) => {
      await read('/external/v1/apply/status');
      await read('/external/v1/flows/apply/entry');
      await read('/v1/featureFlg/skipFormSteps');
    }),
    unconfirmed: await answersOf('unconfirmed', async (read) => {
      await read('/api/bff/firstRegistration');
    }),
    restricted: await answersOf('restricted', async (read) => {
      await memberTop(read);
      await read('/external/v1/revo/top');
      await read('/external/v1/statement/months');
      await read('/external/v1/statement/monthly?billingMonth=202609');
      await read('/external/v1/authorization/detail');
      await read('/external/v1/authorization/error-detail');
    }),
    newcard: await answersOf('newcard', async (read) => {
      await memberTop(read);
      await read('/external/v1/statement/months');
      await read('/external/v1/authorization/detail');
      await read('/external/v1/messages');
      await read('/external/v1/jtransfer/agreement');
    }),
    multiple: await answersOf('multiple', async (read) => {
      await read('/external/v1/statement/multiple?billingMonth=202610');
    }),
    former: await answersOf(
      'former',
      async (read) => {
        await read('/external/v1/statement/months');
        await read('/external/v1/statement/monthly?billingMonth=202608');
        await read('/external/v1/webdocuments');
        // The former members' top reads every old card's credential.
        await read('/api/bff/getCredentialForExMember/1');
      },
      0,
    ),
  };
}

describe('the member area stories', () => {
  it('draw over the answers the server gives today (npm run stories rewrites them)', async () => {
    const current = `${JSON.stringify(await currentAnswers(), null, 2)}\n`;
    if (process.env['UPDATE_STORY_ANSWERS'] === '1') writeFileSync(file, current);
    expect(readFileSync(file, 'utf8')).toBe(current);
  });
});
