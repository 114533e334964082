import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seedDemoData';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';

/**
 * The member area's Storybook stories draw each page over the answers the real server gives for the demo people
 * (stories/memberArea/serverAnswers.json). This test asks the server again and fails when the file is stale;
 * `UPDATE_STORY_ANSWERS=1` rewrites it.
 */
const file = new URL('../../stories/memberArea/serverAnswers.json', import.meta.url);

/** A credential is a secret of one session: the stories use a stand-in, the same for every person. */
const STORY_CREDENTIAL = 'story-credential';


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

async function answersOf(loginId: string, paths: (read: (path: string) => Promise<unknown>) => Promise<void>, exIndex?: number): Promise<Answers> {
  const session = await sessionOf(app, loginId);
  const credentialPath = exIndex === undefined ? '/api/bff/getCredentialV2' : `/api/bff/getCredentialForExMember/${exIndex}`;
  const credentialAnswer = (await app.inject({ method: 'GET', url: credentialPath, cookies: { session } })).json();
  const credential: string = credentialAnswer.data.ppcdCredential;
  const answers: Answers = { [credentialPath]: { ...credentialAnswer, data: { ...credentialAnswer.data, ppcdCredential: STORY_CREDENTIAL } } };
  const read = async (path: string) => {
    const url = new URL(path, 'http://story');
    url.searchParams.set('ppcdSwitchServiceFlg', 'yes');
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, cookies: { session }, headers: { ppcdCredential: credential } });
    const body = response.json();
    answers[path] = body;
    return body.data;
  };
  await paths(read);
  return answers;
}

async function currentAnswers(): Promise<Record<string, Answers>> {
  const memberTop = async (read: (path: string) => Promise<unknown>) => {
    await read('/external/v1/user/multiple/cards/web');
    await read('/external/v1/member/top');
    await read('/external/v1/settlement/top/claimstatus');
    await read('/external/v1/flows/balanceRaise/entry');
    await read('/external/v1/flows/balanceReduce/entry');
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
      for (const flow of ['revoCourse', 'revoAuto', 'revoIndividual', 'revoLumpsum', 'revoCashing', 'postInstallment', 'cashingNet', 'cashingLimit']) await read(`/external/v1/flows/${flow}/entry`);
      // The card's settings (issue 15): the settings and 3-D Secure tops.
      await read('/external/v1/card/settings');
      await read('/external/v1/member/info');
      // The card's life (issue 16): the family card page and the review status of another card.
      await read('/external/v1/family-cards');
      await read('/external/v1/multiple/apply/reviewStatus');
    }),
    restricted: await answersOf('restricted', async (read) => {
      await memberTop(read);
      await read('/external/v1/revo/top');
      await read('/external/v1/statement/monthly?billingMonth=202609');
    }),
    newcard: await answersOf('newcard', async (read) => {
      await memberTop(read);
      await read('/external/v1/statement/months');
      await read('/external/v1/messages');
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
