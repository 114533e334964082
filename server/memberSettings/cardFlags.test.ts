import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { configWithFlags } from '../../tests/helpers/configWithFlags';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { insertCardMember } from '../cardInfo/testing/cardMember';

/**
 * What a SPEC 6 flag changes in a member's card flows, with the flag off (the shipped config) and on: a portrait
 * Mastercard reissued on its landscape face (mastercardVerticalRemovalThirdRelease). (goldScreenId changes where the
 * member menu offers the gold switch: src/pages/member/MemberMenu.tsx, walked in tests/e2e/feature-flags.e2e.ts.)
 */
const flow = (id: string) => `/external/v1/flows/${id}`;
const onConfig = configWithFlags({ mastercardVerticalRemovalThirdRelease: true });
let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  [off, on] = await Promise.all([buildTestApp(), buildTestApp({ CONFIG_DIR: onConfig })]);
});
afterAll(async () => {
  await Promise.all([off.close(), on.close()]);
  rmSync(onConfig, { recursive: true, force: true });
});

let members = 0;
/** A member holding one regular Mastercard on the given face. */
async function mastercardMember(subject: TestApp, face: string): Promise<Applicant & { cardId: string }> {
  members += 1;
  const id = `cardflags${members}`;
  await insertCardMember(subject.app.db, id, { token: `token-${id}`, card4no: '5454', networkCode: '2', nickname: 'Mastercardカード' });
  await subject.app.db.updateTable('cards').set({ shurui_no: face }).where('id', '=', `card-${id}`).execute();
  return { ...(await logInApplicant(subject.app, id)), cardId: `card-${id}` };
}

const save = (member: Applicant, id: string, step: string, answers: unknown) =>
  member.post(`${flow(id)}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const submit = (member: Applicant, id: string) => member.post(`${flow(id)}/submit`, {}, { 'idempotency-key': crypto.randomUUID() });

describe('a reissued Mastercard’s face (mastercardVerticalRemovalThirdRelease)', () => {
  const reissueLost = async (member: Applicant & { cardId: string }) => {
    const lost = [`card:${member.cardId}`];
    await save(member, 'cardSuspension', 'setting', { cardSuspensionStatus: '3', suspensionCardInfoList: lost, applyCardReissue: lost });
    const done = await submit(member, 'cardSuspension');
    expect(done.statusCode, done.body).toBe(200);
  };
  const faceOf = (subject: TestApp, cardId: string) =>
    subject.app.db.selectFrom('cards').select('shurui_no').where('id', '=', cardId).executeTakeFirstOrThrow();
  const designChanges = (subject: TestApp, memberId: string) =>
    subject.app.db
      .selectFrom('member_changes')
      .select(['flow_id', 'old_value', 'new_value'])
      .where('member_id', '=', memberId)
      .where('field', '=', 'cardDesign')
      .execute();

  it('stays the portrait face while the flag is off', async () => {
    const member = await mastercardMember(off, '006');
    await reissueLost(member);
    expect((await faceOf(off, member.cardId)).shurui_no).toBe('006');
    expect(await designChanges(off, member.memberId)).toEqual([]);
  });

  it('moves to the landscape face of its colour while it is on, recorded with the old and the new face', async () => {
    const member = await mastercardMember(on, '006');
    await reissueLost(member);
    expect((await faceOf(on, member.cardId)).shurui_no).toBe('005');
    expect(await designChanges(on, member.memberId)).toEqual([{ flow_id: 'cardSuspension', old_value: '006', new_value: '005' }]);
  });

  it('leaves a landscape Mastercard as it is while it is on', async () => {
    const member = await mastercardMember(on, '005');
    await reissueLost(member);
    expect((await faceOf(on, member.cardId)).shurui_no).toBe('005');
  });
});
