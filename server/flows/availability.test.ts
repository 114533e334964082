import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';
import { availabilityOf } from './availability';

/**
 * SPEC 3.2 and 6 availability, through the real routes: a service a flow file declares not for minors, members
 * without an address or gold cards (`unavailableTo`) is refused before its first page with the code's screen, and
 * nothing is kept; every other service stays open to them.
 */
let subject: TestApp;
beforeAll(async () => {
  // The demo minor turned 17 on the seed day; the flows read the same day.
  subject = await buildTestApp({}, { clock: () => new Date(`${testToday}T03:00:00Z`) });
});
afterAll(async () => {
  await subject.close();
});

const base = (id: string) => `/external/v1/flows/${id}`;
const save = (member: Applicant, id: string, step: string, answers: unknown) =>
  member.post(`${base(id)}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const drafts = (memberId: string) => subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', memberId).execute();

async function personLike(template: 'minor' | 'noaddress'): Promise<Applicant> {
  const loginId = await seedPersonLike(subject.app.db, template, { today: testToday });
  if (!loginId) throw new Error(`no demo person ${template}`);
  return logInApplicant(subject.app, loginId);
}

describe('availability of a service to the holder (SPEC 6)', () => {
  it('refuses a minor the cash advance, the raise, a new card and the gold switch before the first page (code 2, 4033)', async () => {
    const minor = await personLike('minor');
    for (const id of ['cashingNet', 'cashingLimit', 'optionCashing', 'balanceRaise', 'multipleCard', 'goldUpgrade']) {
      const opened = await minor.get(`${base(id)}/entry`);
      expect(opened.statusCode, id).toBe(400);
      expect(opened.json().resultInfo, id).toMatchObject({
        codeId: '4033',
        message: '未成年の方はこのお手続きをご利用いただけません。',
      });
    }
    // A save sent anyway (an old tab) is refused the same, and nothing is kept.
    expect((await save(minor, 'cashingNet', 'amount', { amount: '10000' })).json().resultInfo.codeId).toBe('4033');
    expect(await drafts(minor.memberId)).toEqual([]);
  });

  it('leaves a minor the services not declared unavailable to minors: the card suspension and the PIN notice', async () => {
    const minor = await personLike('minor');
    for (const id of ['cardSuspension', 'pinRequest']) expect((await minor.get(`${base(id)}/entry`)).statusCode, id).toBe(200);
  });

  it('refuses a member without an address the services sent by post (code 3, 4034), and opens the others', async () => {
    const member = await personLike('noaddress');
    for (const id of ['pinRequest', 'familyCard', 'optionFamilyCard', 'multipleCard', 'goldUpgrade']) {
      const opened = await member.get(`${base(id)}/entry`);
      expect(opened.statusCode, id).toBe(400);
      expect(opened.json().resultInfo, id).toMatchObject({
        codeId: '4034',
        message: 'ご住所が登録されていないため、このお手続きをご利用いただけません。',
      });
    }
    for (const id of ['cashingNet', 'balanceRaise', 'cardSuspension'])
      expect((await member.get(`${base(id)}/entry`)).statusCode, id).toBe(200);
    expect((await save(member, 'pinRequest', 'request', { agreePinNotice: true })).json().resultInfo.codeId).toBe('4034');
    expect(await drafts(member.memberId)).toEqual([]);
  });

  it('opens the services to a member once they registered an address', async () => {
    const member = await personLike('noaddress');
    await subject.app.db
      .updateTable('members')
      .set({ home_zip_code: '1000001', home_addr_kanji: '東京都千代田区千代田', home_sub_addr_kanji: '１－１' })
      .where('id', '=', member.memberId)
      .execute();
    expect((await member.get(`${base('pinRequest')}/entry`)).statusCode).toBe(200);
  });

  it('counts a member 18 on their birthday, and 17 the day before it', async () => {
    const member = await personLike('minor');
    const bornOn = (birthDay: string) =>
      subject.app.db.updateTable('members').set({ birth_day: birthDay }).where('id', '=', member.memberId).execute();
    await bornOn('2008-11-23');
    expect((await member.get(`${base('cashingNet')}/entry`)).json().resultInfo.codeId).toBe('4033');
    await bornOn('2008-11-22');
    expect((await member.get(`${base('cashingNet')}/entry`)).statusCode).toBe(200);
  });
});

describe('availabilityOf', () => {
  const adult = { birthDay: '1990-04-01', hasAddress: true, goldCard: false };

  it('gives 99 to a gold card where gold is declared, before the minor and the address', () => {
    expect(availabilityOf({ birthDay: '2010-01-01', hasAddress: false, goldCard: true }, ['minor', 'noAddress', 'gold'], testToday)).toBe(
      '99',
    );
  });

  it('gives 2 to a minor, 3 to a member without an address, only for the holders declared', () => {
    expect(availabilityOf({ ...adult, birthDay: '2010-01-01' }, ['minor'], testToday)).toBe('2');
    expect(availabilityOf({ ...adult, hasAddress: false }, ['minor', 'noAddress'], testToday)).toBe('3');
    expect(availabilityOf({ birthDay: '2010-01-01', hasAddress: false, goldCard: true }, ['noAddress'], testToday)).toBe('3');
    expect(availabilityOf({ birthDay: '2010-01-01', hasAddress: false, goldCard: true }, [], testToday)).toBe('0');
  });

  it('takes a member whose birthday the service does not know for no minor', () => {
    expect(availabilityOf({ ...adult, birthDay: null }, ['minor'], testToday)).toBe('0');
  });
});
