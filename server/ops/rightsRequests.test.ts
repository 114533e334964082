import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCardMember } from '../cardInfo/testing/cardMember';
import { rightsMessages } from '../disclosure/disclosureMessages';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { staffSubjectOf } from '../seed/staffAccounts';
import { openStaffConsole, type StaffConsole } from './testing/staffConsole';

/**
 * Issue 57 item 3, APPI 第34条 and 第35条 in the staff console on both databases: a request to correct data or to
 * stop using it, filed by one staff member and decided by a supervisor who did not file it (the filer is refused, and
 * so is a second decision), the member told the result by mail, every step an audit entry.
 */
let desk: StaffConsole;
let subject: StaffConsole['subject'];
beforeAll(async () => {
  desk = await openStaffConsole('http://localhost:3903', ['examiner', 'supervisor', 'supervisor2']);
  subject = desk.subject;
  await insertCardMember(subject.app.db, 'rights1', { token: 'token-rights1', card4no: '1357', networkCode: '1', nickname: 'Visa' });
  await subject.app.db.updateTable('members').set({ mail_address: 'rights1@example.jp' }).where('id', '=', 'member-rights1').execute();
});
afterAll(async () => {
  await desk.close();
});

const post = (loginId: string, url: string, fields: Record<string, string>) => desk.post(loginId, url, fields);

const filing = {
  memberId: 'member-rights1',
  kind: 'correction',
  letterReference: 'T-0815',
  requestText: '登録の勤務先名が旧社名のままです。',
};

describe('a request to correct data or to stop using it', () => {
  it('is filed by an examiner and decided by a supervisor, never by the one who filed it; the member is told', async () => {
    const incomplete = await post('examiner', '/rights-requests', { memberId: 'member-rights1' });
    expect(incomplete.statusCode).toBe(400);
    for (const message of [rightsMessages.kind, rightsMessages.letterReference, rightsMessages.requestText])
      expect(incomplete.body).toContain(message);

    const filed = await post('supervisor', '/rights-requests', filing);
    expect(filed.statusCode, filed.body).toBe(303);
    const url = String(filed.headers.location).replace(/\?.*$/, '');
    expect(url).toMatch(/^\/rights-requests\/\d+$/);
    const page = await desk.get('supervisor', `${url}?done=filed`);
    expect(page.body).toContain(rightsMessages.filed);
    expect(page.body).toContain('登録の勤務先名が旧社名のままです。');
    expect(page.body).toContain('ご自身が登録したご請求のため、別の審査責任者が決定します。');

    const own = await post('supervisor', `${url}/decision`, { decision: 'approved', note: '' });
    expect(own.statusCode).toBe(403);
    expect(own.body).toContain(rightsMessages.ownFiling);
    expect((await post('examiner', `${url}/decision`, { decision: 'approved' })).statusCode).toBe(403);
    const noReason = await post('supervisor2', `${url}/decision`, { decision: 'declined', note: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(rightsMessages.declineNote);

    const decided = await post('supervisor2', `${url}/decision`, { decision: 'approved', note: '勤務先名を新社名に訂正しました。' });
    expect(decided.statusCode, decided.body).toBe(303);
    expect(decided.headers.location).toBe(`${url}?done=approved`);
    const again = await post('supervisor2', `${url}/decision`, { decision: 'declined', note: '重複' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(rightsMessages.decided('田中 責任者'));

    const row = await subject.app.db
      .selectFrom('data_rights_requests')
      .selectAll()
      .where('member_id', '=', 'member-rights1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ decision: 'approved', filed_by: staffSubjectOf('supervisor'), decided_by: staffSubjectOf('supervisor2') });

    await settleOutbox(subject.app);
    const mail = await subject.app.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', 'rights1@example.jp')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('【カード会員サービス】個人データに関するご請求の結果のお知らせ');
    expect(mail.text_body).toContain('「保有個人データの訂正・追加・削除」のご請求について');
    expect(mail.text_body).toContain('ご請求のとおり対応いたしました。');
    expect(mail.text_body).toContain('勤務先名を新社名に訂正しました。');

    const audited = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('action', 'like', 'rightsRequest.%')
      .orderBy('id')
      .execute();
    expect(audited.map((entry) => `${entry.actor} ${entry.action}`)).toEqual([
      `staff:${staffSubjectOf('supervisor')} rightsRequest.file`,
      `staff:${staffSubjectOf('supervisor')} rightsRequest.view`,
      `staff:${staffSubjectOf('supervisor')} rightsRequest.decideRefused`,
      `staff:${staffSubjectOf('supervisor2')} rightsRequest.decide`,
      `staff:${staffSubjectOf('supervisor2')} rightsRequest.decideRefused`,
    ]);
  });

  it('keeps the four eyes in the database too: a decision by the filer is refused by the table itself', async () => {
    const db = subject.app.db;
    const { id } = await db
      .insertInto('data_rights_requests')
      .values({
        ...{ member_id: 'member-rights1', kind: 'stopUse', letter_reference: 'T-1', request_text: '広告メールを止めてください。' },
        filed_by: 's',
        filed_by_name: 'S',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable('data_rights_requests').set({ decision: 'approved', decided_by: 's' }).where('id', '=', id).execute(),
    ).rejects.toThrow();
  });
});
