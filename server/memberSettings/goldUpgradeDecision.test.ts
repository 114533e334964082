import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { decideAs } from '../operations/testing/decideAs';
import { examinationQueue } from '../operations/examination';
import { seedPersonLike } from '../seed/seedDemoData';
import { tokyoToday } from '../../validators/calendar';

/** The gold upgrade's examination decided by an examiner (issue 31's console): the same card becomes gold. */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({ DEMO: '1' });
});
afterAll(async () => {
  await subject.close();
});

const flow = '/external/v1/flows/goldUpgrade';

async function upgradeAsked(loginId: string): Promise<{ member: Applicant; memberId: string; cardId: string; requestId: number }> {
  const member = await logInApplicant(subject.app, loginId);
  const post = (url: string, payload: unknown) => member.post(url, payload, { 'idempotency-key': crypto.randomUUID() });
  // Over the version the page shows: a finished request's version starts a new one.
  const { version } = (await member.get(`${flow}/entry`)).json().data as { version: number };
  const entry = await post(`${flow}/steps/entry`, { answers: { applyGoldUpgrade: true }, version });
  expect(entry.statusCode, entry.body).toBe(200);
  const terms = await post(`${flow}/steps/acceptPermission`, { answers: { agreeTerms: true } });
  expect(terms.statusCode, terms.body).toBe(200);
  expect(terms.json().data.currentStep, terms.body).toBe('confirm');
  const done = await post(`${flow}/submit`, {});
  expect(done.statusCode, done.body).toBe(200);
  const request = await subject.app.db
    .selectFrom('gold_upgrade_requests')
    .select(['id', 'card_id'])
    .where('member_id', '=', member.memberId)
    .where('status', '=', 'underReview')
    .executeTakeFirstOrThrow();
  return { member, memberId: member.memberId, cardId: request.card_id, requestId: request.id };
}

const decide = (id: number, decision: 'approved' | 'declined') => decideAs(subject.app, 'examiner', 'goldUpgrade', id, decision);
const resultMails = async (to: string) => {
  await settleOutbox(subject.app);
  const mails = await subject.app.db
    .selectFrom('mailbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', to)
    .where('subject', '=', '【カード会員サービス】ゴールドカードへの切り替え審査の結果のお知らせ')
    .execute();
  return mails.map((mail) => mail.text_body);
};
const card = (id: string) =>
  subject.app.db
    .selectFrom('cards')
    .select(['daiko_cd', 'nickname', 'card4no', 'credit_limit'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A regular-card member of the test's own, made like the demo's \`regular\`. */
const regularLike = async (): Promise<string> =>
  (await seedPersonLike(subject.app.db, 'regular', { today: tokyoToday(new Date()) })) ?? 'regular';

/** The switch's result page as the member opens it again: its state, its data and whether it offers a new run. */
const resultShown = async (member: Applicant) => {
  const view = (await member.get(`${flow}/entry`)).json().data;
  return { route: view.currentRoute, data: view.result?.data, restartRoute: view.restartRoute };
};

describe('the gold switch result page', () => {
  it('follows the examination: under review, then approved, with no new run offered once the card is gold', async () => {
    const asked = await upgradeAsked(await regularLike());
    expect(await resultShown(asked.member)).toEqual({
      route: '/member/setting/gold-card/under-review',
      data: { familyCardsMoved: 'ありません', reviewStatus: 'underReview' },
      restartRoute: undefined,
    });
    await decide(asked.requestId, 'approved');
    expect(await resultShown(asked.member)).toEqual({
      route: '/member/setting/gold-card/under-review',
      data: { familyCardsMoved: 'ありません', reviewStatus: 'approved' },
      restartRoute: undefined,
    });
  });

  it('follows a decline, and offers the switch again', async () => {
    const asked = await upgradeAsked(await regularLike());
    await decide(asked.requestId, 'declined');
    expect(await resultShown(asked.member)).toMatchObject({
      data: { reviewStatus: 'declined' },
      restartRoute: '/member/setting/gold-card',
    });
  });
});

describe('a gold upgrade under review', () => {
  it('is listed, and approved makes the same card gold (number and limit kept, the default name renamed), once', async () => {
    const asked = await upgradeAsked('regular');
    const before = await card(asked.cardId);
    const listed = await examinationQueue(subject.app.db, 'goldUpgrade');
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: String(asked.requestId), memberId: asked.memberId })]));
    expect(await decide(asked.requestId, 'approved')).toEqual({ outcome: 'decided', decision: 'approved' });
    expect(await card(asked.cardId)).toEqual({ ...before, daiko_cd: '1', nickname: `ゴールド${before.nickname}` });
    expect(await decide(asked.requestId, 'declined')).toMatchObject({ outcome: 'refused', reason: 'closed', by: '佐藤 審査' });
    expect(await card(asked.cardId)).toMatchObject({ daiko_cd: '1' });
    // The result by mail, once, with the decision (issue 30).
    expect(await resultMails('regular@example.com')).toEqual([expect.stringContaining('ゴールドカードへの切り替えを承認しました')]);
  });

  it('declined leaves the card regular and lets the member ask again', async () => {
    const asked = await upgradeAsked('heavy');
    expect(await decide(asked.requestId, 'declined')).toEqual({ outcome: 'decided', decision: 'declined' });
    expect(await card(asked.cardId)).toMatchObject({ daiko_cd: '0' });
    expect(await resultMails('heavy@example.com')).toEqual([
      expect.stringContaining('ゴールドカードへの切り替えを見送らせていただきました'),
    ]);
    await upgradeAsked('heavy');
  });
});
