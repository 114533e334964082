import { BANK_AGENCY_TOPIC_LABELS, CONTACT_METHOD_LABELS } from '../../../enums/support';
import { BANK_AGENCY_REASONS } from '../../../enums/staff';
import type { CaseKindHandler } from '../caseKind';
import { memberName } from './memberName';
import { sql } from 'kysely';
import { memberPersonColumns } from '../waitingCases';

const topicOf = (code: string): string => BANK_AGENCY_TOPIC_LABELS[code as keyof typeof BANK_AGENCY_TOPIC_LABELS] ?? code;

/**
 * Issue 31: a bank-agency request (SPEC 2.2 /support/bankagency) is answered by the staff the way the person chose
 * (phone or mail), or declined, and then leaves the queue. No mail of ours: the answer is the staff member's own call
 * or mail, which the reason records.
 */
export const bankAgencyCases: CaseKindHandler = {
  kind: 'bankAgency',
  reasons: BANK_AGENCY_REASONS,
  decisionLabels: { approved: '回答済み', declined: '対応終了' },
  waiting: (db) =>
    db
      .selectFrom('support_requests')
      .innerJoin('members', 'members.id', 'support_requests.member_id')
      .select([
        sql<string>`support_requests.id::text`.as('case_id'),
        'support_requests.created_at as received_at',
        'support_requests.member_id',
        ...memberPersonColumns,
      ])
      .where('support_requests.kind', '=', 'bankAgency')
      .where('support_requests.status', '=', 'open'),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('support_requests').select(['id', 'topic']).where('id', 'in', ids.map(Number)).execute();
    return new Map(rows.map((row) => [String(row.id), topicOf(row.topic)]));
  },
  async load(db, id, lock) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
    let query = db.selectFrom('support_requests').selectAll().where('id', '=', Number(id)).where('kind', '=', 'bankAgency');
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const contact = await db
      .selectFrom('members')
      .select(['mobile_number', 'mail_address'])
      .where('id', '=', row.member_id)
      .executeTakeFirst();
    const topic = topicOf(row.topic);
    return {
      id,
      memberId: row.member_id,
      open: row.status === 'open',
      receivedAt: new Date(row.created_at),
      personName: await memberName(db, row.member_id),
      summary: topic,
      requestedAmount: null,
      amountUnit: null,
      maxAmount: null,
      sections: [
        {
          title: 'お問い合わせ',
          rows: [
            { label: '内容', value: topic },
            { label: 'ご希望の連絡方法', value: CONTACT_METHOD_LABELS[row.contact_method] },
            {
              label: '連絡先',
              value:
                row.contact_method === '1' ? (contact?.mobile_number ?? '') : (contact?.mail_address ?? '（メールアドレスの登録なし）'),
            },
            { label: 'お問い合わせ本文', value: row.body },
          ],
        },
      ],
      photos: [],
    };
  },
  async approve({ trx }, record) {
    await trx.updateTable('support_requests').set({ status: 'answered' }).where('id', '=', Number(record.id)).execute();
  },
  async decline({ trx }, record) {
    await trx.updateTable('support_requests').set({ status: 'declined' }).where('id', '=', Number(record.id)).execute();
  },
};
