import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInApplicant } from '../apply/testing/applicant';
import { insertCardMember } from '../cardInfo/testing/cardMember';
import { postalMessages } from '../disclosure/disclosureMessages';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { staffSubjectOf } from '../seed/staffAccounts';
import { openStaffConsole, type StaffConsole } from './testing/staffConsole';

/**
 * Issue 57 item 3 in the staff console on both databases: a disclosure request received by post, the member found by
 * the mobile number and birthday the letter gives, the identity confirmed, the same export as the member's own
 * prepared and mailed to the registered address; each lookup and export an audit entry that holds neither the
 * number nor the birthday typed; the roles that may not, refused.
 */
let desk: StaffConsole;
let subject: StaffConsole['subject'];
beforeAll(async () => {
  desk = await openStaffConsole('http://localhost:3902', ['examiner', 'fulfilment']);
  subject = desk.subject;
});
afterAll(async () => {
  await desk.close();
});

const post = (loginId: string, url: string, fields: Record<string, string>) => desk.post(loginId, url, fields);

async function letterWriter(id: string, mobileNumber: string, mailAddress: string | null): Promise<void> {
  await insertCardMember(subject.app.db, id, { token: `token-${id}`, card4no: '8642', networkCode: '2', nickname: 'Mastercard' });
  await subject.app.db
    .updateTable('members')
    .set({ birth_day: '1975-06-15', mobile_number: mobileNumber, mail_address: mailAddress })
    .where('id', '=', `member-${id}`)
    .execute();
}

describe('a disclosure request received by post', () => {
  it('is prepared by an examiner for the member the letter names, mailed, audited, and downloaded once by the member', async () => {
    const mobile = '09024681357';
    await letterWriter('letter1', mobile, 'letter1@example.jp');
    // As copied from a handwritten form: full-width digits and hyphens.
    const typed = `${mobile.slice(0, 3)}－${mobile.slice(3, 7)}-${mobile.slice(7)}`.replace(/[0-9]/g, (d) =>
      String.fromCharCode(d.charCodeAt(0) + 0xfee0),
    );
    const found = await post('examiner', '/disclosures/lookup', { mobileNumber: typed, birthDay: '1975-06-15' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.body).toContain('佐藤 健一（サトウ ケンイチ）');
    expect(found.body).toContain('l******@example.jp');
    expect(found.body).toContain('8642');

    for (const [fields, message] of [
      [{ letterReference: 'P-2026-0042' }, postalMessages.identityChecked],
      [{ letterReference: '<script>', identityChecked: 'on' }, postalMessages.letterReference],
    ] as const) {
      const refused = await post('examiner', '/disclosures/prepare', { memberId: 'member-letter1', ...fields });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }

    const prepared = await post('examiner', '/disclosures/prepare', {
      memberId: 'member-letter1',
      letterReference: 'P-2026-0042',
      identityChecked: 'on',
    });
    expect(prepared.statusCode, prepared.body).toBe(303);
    expect(prepared.headers.location).toBe('/disclosures?done=prepared');
    const rows = await subject.app.db.selectFrom('disclosure_requests').selectAll().where('member_id', '=', 'member-letter1').execute();
    expect(rows).toEqual([expect.objectContaining({ received_by: 'post', prepared_by: staffSubjectOf('examiner') })]);

    const audited = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_id', 'detail'])
      .where('action', 'like', 'disclosure.%')
      .where('subject_id', '=', 'member-letter1')
      .orderBy('id')
      .execute();
    expect(audited.map((entry) => `${entry.actor} ${entry.action}`)).toEqual([
      `staff:${staffSubjectOf('examiner')} disclosure.lookup`,
      `staff:${staffSubjectOf('examiner')} disclosure.prepare`,
    ]);
    expect(audited[1]?.detail).toMatchObject({ receivedBy: 'post', letterReference: 'P-2026-0042' });
    expect(JSON.stringify(audited)).not.toMatch(new RegExp(`${mobile}|1975-06-15`));

    const listed = await desk.get('examiner', '/disclosures?done=prepared');
    expect(listed.body).toContain(postalMessages.prepared);
    expect(listed.body).toContain('佐藤 健一');
    expect(listed.body).toContain('ダウンロード待ち');

    await settleOutbox(subject.app);
    const mail = await subject.app.db
      .selectFrom('mailbox')
      .select('text_body')
      .where('recipient', '=', 'letter1@example.jp')
      .executeTakeFirstOrThrow();
    const token = /download\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    const member = await logInApplicant(subject.app, 'letter1');
    const downloaded = await member.post('/api/bff/member/disclosure/download', { token });
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    const json = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(downloaded.rawPayload))['disclosure.json']));
    expect(json).toMatchObject({ receivedBy: 'post', profile: { birth_day: '1975-06-15' } });
    // The export is made before its own preparation is recorded: the lookup that led to it is in it.
    expect(json.issuerActions).toEqual([{ action: 'disclosure.lookup', at: expect.any(String), by: 'staff' }]);
  });

  it('says so in Japanese for a letter naming no member, or a member without a mail address, and refuses other roles', async () => {
    const missing = await post('examiner', '/disclosures/lookup', { mobileNumber: '09000000000', birthDay: '1901-01-01' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(postalMessages.noMember);
    const malformed = await post('examiner', '/disclosures/lookup', { mobileNumber: '090', birthDay: '15/06/1975' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(postalMessages.mobileNumber);
    expect(malformed.body).toContain(postalMessages.birthDay);

    await letterWriter('letter2', '09024681358', null);
    const noMail = await post('examiner', '/disclosures/prepare', {
      memberId: 'member-letter2',
      letterReference: 'P-1',
      identityChecked: 'on',
    });
    expect(noMail.statusCode).toBe(409);
    expect(noMail.body).toContain(postalMessages.noMailAddress);
    expect(await subject.app.db.selectFrom('disclosure_requests').selectAll().where('member_id', '=', 'member-letter2').execute()).toEqual(
      [],
    );

    const refused = await post('fulfilment', '/disclosures/lookup', { mobileNumber: '09000000000', birthDay: '1975-06-15' });
    expect(refused.statusCode).toBe(403);
  });
});
