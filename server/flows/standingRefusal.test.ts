import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { insertCardMember } from '../cardInfo/testing/cardMember';

/**
 * The refusals a flow's declaration asks of the host (flows/flowEntry.ts): a flow that uses the card refuses a card not
 * in use with the sales-stopped screen (4036), one that extends credit refuses a member whose residence card has expired
 * with the residence-renewal screen (4037), each before its first page, at every save and without keeping a draft; a
 * flow that declares neither goes on, and a run finished before the card stopped still shows its result.
 */
const flow = (id: string) => `/external/v1/flows/${id}`;

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => new Date('2026-11-26T03:00:00Z') });
});
afterAll(async () => {
  await subject.close();
});

interface Residence {
  readonly status: string;
  readonly expiry: string | null;
}

let created = 0;
async function member({ cardStatus = '0', residence }: { cardStatus?: string; residence?: Residence } = {}): Promise<Applicant> {
  created += 1;
  const id = `standing${created}`;
  const db = subject.app.db;
  await insertCardMember(db, id, { token: `token-${id}`, card4no: String(5000 + created), networkCode: '1', nickname: 'Visaカード' });
  await db.updateTable('cards').set({ card_status: cardStatus, activated: true }).where('id', '=', `card-${id}`).execute();
  if (residence)
    await db
      .updateTable('members')
      .set({ nationality: 'VN', residence_status: '25', residence_expiry: residence.expiry, residence_document_status: residence.status })
      .where('id', '=', `member-${id}`)
      .execute();
  return logInApplicant(subject.app, id);
}

const save = (person: Applicant, id: string, step: string, answers: unknown) =>
  person.post(`${flow(id)}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const drafts = (person: Applicant) =>
  subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', person.memberId).execute();

describe('a flow that uses the card (needsCardInUse)', () => {
  it.each([
    ['lost', '3'],
    ['stolen', '4'],
    ['stopped by the issuer', '5'],
  ])('refuses a card %s before its first page with the sales-stopped screen (4036), and keeps nothing', async (_case, status) => {
    const person = await member({ cardStatus: status });
    const opened = await person.get(`${flow('usageRestriction')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo).toMatchObject({
      codeId: '4036',
      message: 'このカードはご利用を停止しているため、お手続きできません。',
    });
    const saved = await save(person, 'usageRestriction', 'setting', { usageRestriction: '02' });
    expect(saved.json().resultInfo.codeId).toBe('4036');
    expect(await drafts(person)).toEqual([]);
  });

  it('still shows the result of a run finished before the card was stopped', async () => {
    const person = await member();
    expect((await save(person, 'usageRestriction', 'setting', { usageRestriction: '02' })).statusCode).toBe(200);
    const done = await person.post(`${flow('usageRestriction')}/submit`, {}, { 'idempotency-key': crypto.randomUUID() });
    expect(done.statusCode, done.body).toBe(200);
    await subject.app.db.updateTable('cards').set({ card_status: '3' }).where('member_id', '=', person.memberId).execute();
    const shown = await person.get(`${flow('usageRestriction')}/entry`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.status).toBe('done');
  });

  it('leaves a flow that does not declare it to the card as it is (the balance reduction of a stopped card)', async () => {
    const person = await member({ cardStatus: '3' });
    expect((await person.get(`${flow('balanceReduce')}/entry`)).statusCode).toBe(200);
  });
});

describe('a flow that extends credit (needsValidResidence)', () => {
  it.each([
    ['the issuer marked the residence card expired', { status: '40', expiry: '2026-09-30' }],
    ['its expiry on record has passed since it was reported', { status: '10', expiry: '2026-11-25' }],
  ])('refuses a member when %s with the residence-renewal screen (4037), and keeps nothing', async (_case, residence) => {
    const person = await member({ residence });
    const opened = await person.get(`${flow('balanceRaise')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo.codeId).toBe('4037');
    expect((await save(person, 'balanceRaise', 'purpose', { raisePurpose: '2' })).json().resultInfo.codeId).toBe('4037');
    expect(await drafts(person)).toEqual([]);
  });

  it.each([
    ['a residence card valid until today', { status: '30', expiry: '2026-11-26' }],
    ['a Japanese national (no residence card)', undefined],
  ])('opens for %s', async (_case, residence) => {
    const person = await member(residence ? { residence } : {});
    expect((await person.get(`${flow('balanceRaise')}/entry`)).statusCode).toBe(200);
  });

  it('refuses a card not in use first: the card is what the member can act on at once', async () => {
    const person = await member({ cardStatus: '4', residence: { status: '40', expiry: '2026-09-30' } });
    expect((await person.get(`${flow('balanceRaise')}/entry`)).json().resultInfo.codeId).toBe('4036');
  });
});
