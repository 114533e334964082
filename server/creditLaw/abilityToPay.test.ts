import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers } from '../../flows/apply';
import { submittedApplication } from '../creditBureau/testing/submittedApplication';
import { examinationCase } from '../operations/examination';
import { openStaffConsole, type StaffConsole } from '../ops/testing/staffConsole';

/**
 * Issue 61 item 2 through the console on this project's database: the examiner sees 包括支払可能見込額 computed from
 * the application and the bureau's answer, the approval amount starts at the Act's cap where that is below the
 * limit asked for, and the server refuses an approval above the cap (割賦販売法 第30条の2の2), in Japanese.
 */
let desk: StaffConsole;
beforeAll(async () => {
  desk = await openStaffConsole('http://localhost:3905', ['examiner', 'supervisor']);
});
afterAll(async () => {
  await desk.close();
});

const decide = (loginId: string, id: string, amount: string, version = '0') =>
  desk.post(loginId, `/cases/application/${id}/decision`, { version, decision: 'approved', reasonCode: 'A03', amount, note: '' });

describe('the ability to pay on an application', () => {
  it("caps a heavy borrower's limit at 9/10 of what the Act computes, refusing above it by name of the article", async () => {
    // 500万円, three people, a mortgage (2,090,000円 of living costs), 1,440,000円 a year to other cards (the stand-in's
    // たじゅう): 5,000,000 − 1,440,000 − 2,090,000 = 1,470,000円; × 9/10 = 1,323,000円 → 132万円.
    const { inquiryNumber } = await submittedApplication(desk.subject, {
      attribute: { ...employeeAnswers.attribute, lastNameKana: 'たじゅう' },
    });
    const page = await desk.get('examiner', `/cases/application/${inquiryNumber}`);
    expect(page.body).toContain('包括支払可能見込額</th><td>1,470,000円');
    expect(page.body).toContain('生活維持費（施行規則別表第三・3人世帯・家賃・住宅ローンあり）</th><td>− 2,090,000円');
    expect(page.body).toContain('<strong>132万円</strong>');
    // The limit asked for (30万円) is below the cap: the form starts there.
    expect(page.body).toMatch(/<input id="amount"[^>]*name="amount" value="30"/);
    expect((await examinationCase(desk.subject.app.db, 'application', inquiryNumber))?.ceiling).toMatchObject({
      basis: 'computed',
      ceilingManYen: 132,
    });

    const refused = await decide('examiner', inquiryNumber, '150');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('承認する額が割賦販売法第30条の2の2の上限（包括支払可能見込額の10分の9、132万円）を超えています。');
    expect(
      (await desk.subject.app.db.selectFrom('examination_decisions').select('id').where('case_id', '=', inquiryNumber).execute()).length,
    ).toBe(0);
    // At the cap it goes through (above 100万円: to the supervisor, who approves the same amount).
    expect((await decide('examiner', inquiryNumber, '132')).statusCode).toBe(303);
    expect((await decide('supervisor', inquiryNumber, '', '1')).statusCode).toBe(303);
    const card = await desk.subject.app.db
      .selectFrom('cards')
      .innerJoin('applications', 'applications.member_id', 'cards.member_id')
      .select('cards.credit_limit')
      .where('applications.inquiry_number', '=', inquiryNumber)
      .executeTakeFirstOrThrow();
    expect(card.credit_limit).toBe(132);
  });

  it('starts the form at the cap where it is below the limit asked for, and refuses the 30万円 above it', async () => {
    // Single, 140万円, renting: 1,400,000 − 0 − 1,160,000 = 240,000円; × 9/10 = 216,000円 → 21万円.
    const { inquiryNumber } = await submittedApplication(desk.subject, {
      household: { familyStructure: '3', householdNum: '1' },
      housing: { housingType: '05', lengthOfResidence: '5' },
      income: { income: '140' },
    });
    const page = await desk.get('examiner', `/cases/application/${inquiryNumber}`);
    expect(page.body).toContain('包括支払可能見込額</th><td>240,000円');
    // No other credit: the row reads 0円, not 「− 0円」.
    expect(page.body).toContain('他社クレジットの年間支払額（信用情報機関）</th><td>0円</td>');
    expect(page.body).toMatch(/<input id="amount"[^>]*name="amount" value="21"/);
    const refused = await decide('examiner', inquiryNumber, '30');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('21万円以下で承認するか、否決してください。');
    expect((await decide('examiner', inquiryNumber, '21')).statusCode).toBe(303);
  });
});
