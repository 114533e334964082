import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { startSession } from '../sessions/sessionStore';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * あと払い for the selected card (issue 35, SPEC 2.6 /member/paylater) through the generic flow routes, as new people
 * like the demo members: the page names the member's other あと払い card, turning it on asks for consent and moves it
 * from that card (one card at a time), a repeat of the submit changes nothing more, turning it off releases it, each
 * change recorded with the card before and after; a card stopped or not yet activated, and a former member, refused
 * before the page.
 */
const FLOW = '/external/v1/flows/paylater';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

interface Caller {
  readonly memberId: string;
  readonly guid: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, key?: string): Promise<LightMyRequestResponse>;
}

/** A new person like a demo member, logged in with the card at `index` of their cards selected. */
async function personLike(template: string, index: number, credentialPath = '/api/bff/getCredentialV2'): Promise<Caller> {
  const loginId = (await seedPersonLike(subject.app.db, template, { today: testToday }))!;
  const memberId = `member-${loginId}`;
  const session = await startSession(subject.app.db, memberId);
  const cookies = { session };
  const { ppcd_token: token } = await subject.app.db
    .selectFrom('cards')
    .select('ppcd_token')
    .where('id', '=', `card-${loginId}-${index + 1}`)
    .executeTakeFirstOrThrow();
  const url = credentialPath.startsWith('/api/bff/getCredentialV2') ? `${credentialPath}?ppcdToken=${token}` : credentialPath;
  const credential = (await subject.app.inject({ method: 'GET', url, cookies })).json().data.ppcdCredential as string;
  const { ppcd_web_guid: guid } = await subject.app.db
    .selectFrom('members')
    .select('ppcd_web_guid')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const headers = { ppcdCredential: credential };
  const query = { ppcdSwitchServiceFlg: 'yes' };
  return {
    memberId,
    guid,
    get: (path) => subject.app.inject({ method: 'GET', url: path, cookies, headers, query }),
    post: (path, payload, key = crypto.randomUUID()) =>
      subject.app.inject({
        method: 'POST',
        url: path,
        cookies,
        headers: { ...headers, 'idempotency-key': key },
        query,
        payload: payload as object,
      }),
  };
}

const paylaterCards = (memberId: string) =>
  subject.app.db.selectFrom('cards').select(['id', 'card4no', 'auto_paylater']).where('member_id', '=', memberId).orderBy('id').execute();

const changes = (memberId: string) =>
  subject.app.db
    .selectFrom('member_changes')
    .select(['flow_id', 'field', 'old_value', 'new_value'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('あと払い', () => {
  it('moves あと払い to the selected card once the member consents, naming the card it leaves, and a repeat changes nothing more', async () => {
    // The multiple-card member: あと払い on their Mastercard; the Visa selected.
    const member = await personLike('multiple', 0);
    const [visa, master] = await paylaterCards(member.memberId);
    const entry = (await member.get(`${FLOW}/entry`)).json().data;
    expect(entry).toMatchObject({
      currentRoute: '/member/paylater',
      facts: { currentPaylaterText: '設定していません', otherPaylaterCard: `Mastercard（末尾${master?.card4no}）` },
    });
    expect((await member.get(`/v1/apply/${member.guid}/consent/paylater`)).json().data).toEqual({ isConsent: true });

    const withoutConsent = await member.post(`${FLOW}/steps/setting`, { answers: { autoPaylaterFlg: '1' } });
    expect(withoutConsent.statusCode).toBe(400);
    expect(withoutConsent.json().resultInfo.errors).toEqual([
      { field: 'paylaterConsent', message: 'あと払いに設定するには、ご利用条件への同意が必要です。' },
    ]);
    const unchanged = await member.post(`${FLOW}/steps/setting`, { answers: { autoPaylaterFlg: '0' } });
    expect(unchanged.json().resultInfo.errors).toEqual([
      { field: 'autoPaylaterFlg', message: '現在の設定と同じです。変更する場合は、ほかの選択肢をお選びください。' },
    ]);
    expect(await paylaterCards(member.memberId)).toEqual([visa, master, expect.anything()]);

    const confirm = await member.post(`${FLOW}/steps/setting`, { answers: { autoPaylaterFlg: '1', paylaterConsent: true } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.currentRoute).toBe('/member/paylater/confirm');
    const key = crypto.randomUUID();
    const done = await member.post(`${FLOW}/submit`, {}, key);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result).toMatchObject({
      state: 'complete',
      route: '/member/paylater/complete',
      data: { autoPaylaterFlg: '設定する', releasedCard: `Mastercard（末尾${master?.card4no}）` },
    });
    expect((await member.post(`${FLOW}/submit`, {}, key)).json().data.result).toEqual(done.json().data.result);

    expect((await paylaterCards(member.memberId)).map((card) => card.auto_paylater)).toEqual([true, false, false]);
    expect(await changes(member.memberId)).toEqual([
      {
        flow_id: 'paylater',
        field: 'autoPaylaterCard',
        old_value: `Mastercard（末尾${master?.card4no}）`,
        new_value: `Visa（末尾${visa?.card4no}）`,
      },
    ]);
    const consent = await subject.app.db
      .selectFrom('members')
      .select('paylater_consented_at')
      .where('id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(consent.paylater_consented_at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('turns あと払い off for the card that has it, in a new run of the same page, leaving no card with it', async () => {
    const member = await personLike('regular', 0);
    const [card] = await paylaterCards(member.memberId);
    const entry = (await member.get(`${FLOW}/entry`)).json().data;
    expect(entry.facts).toEqual(expect.objectContaining({ currentPaylaterText: '設定する', otherPaylaterCard: null }));
    expect((await member.post(`${FLOW}/steps/setting`, { answers: { autoPaylaterFlg: '0' } })).statusCode).toBe(200);
    const done = (await member.post(`${FLOW}/submit`, {})).json().data;
    expect(done.result.data).toEqual({ autoPaylaterFlg: '設定しない' });
    expect(await paylaterCards(member.memberId)).toEqual([{ ...card, auto_paylater: false }]);
    expect(await changes(member.memberId)).toEqual([
      { flow_id: 'paylater', field: 'autoPaylaterCard', old_value: `Visa（末尾${card?.card4no}）`, new_value: 'なし' },
    ]);

    // Again from the result: on once more, with the consent.
    const again = await member.post(`${FLOW}/steps/setting`, {
      answers: { autoPaylaterFlg: '1', paylaterConsent: true },
      version: done.version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await member.post(`${FLOW}/submit`, {})).json().data.result.data).toEqual({ autoPaylaterFlg: '設定する' });
    expect((await paylaterCards(member.memberId)).map((row) => row.auto_paylater)).toEqual([true]);
  });

  it('refuses a stopped card on the sales-stopped screen (4036) and a card not yet activated (4041, told to activate it) before the page, keeping nothing', async () => {
    const stopped = await personLike('regular', 0);
    await subject.app.db.updateTable('cards').set({ card_status: '3' }).where('member_id', '=', stopped.memberId).execute();
    const opened = await stopped.get(`${FLOW}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo).toMatchObject({
      codeId: '4036',
      message: 'このカードはご利用を停止しているため、お手続きできません。',
    });
    const saved = await stopped.post(`${FLOW}/steps/setting`, { answers: { autoPaylaterFlg: '0' } });
    expect(saved.json().resultInfo.codeId).toBe('4036');

    const notActivated = await personLike('newcard', 0);
    expect((await notActivated.get(`${FLOW}/entry`)).json().resultInfo.codeId).toBe('4041');

    for (const member of [stopped, notActivated]) {
      const drafts = await subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', member.memberId).execute();
      expect(drafts).toEqual([]);
      expect(await changes(member.memberId)).toEqual([]);
    }
    expect((await paylaterCards(stopped.memberId)).map((card) => card.auto_paylater)).toEqual([true]);
  });

  it('refuses a former member (4030)', async () => {
    const former = await personLike('former', 0, '/api/bff/getCredentialForExMember/0');
    const opened = await former.get(`${FLOW}/entry`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().resultInfo.codeId).toBe('4030');
  });
});
