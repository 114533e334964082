import { RESIDENCE_REVIEW_LABELS, RESIDENCE_VALIDITY_LABELS } from '../../../enums/residence';
import { RESIDENCE_STATUS_LABELS, isResidenceStatus } from '../../../enums/residenceStatus';
import { RESIDENCE_REVIEW_REASONS } from '../../../enums/staff';
import type { CaseKindHandler } from '../caseKind';
import { memberName } from './memberName';
import { sql } from 'kysely';
import { memberPersonColumns } from '../waitingCases';

const statusText = (code: string | null): string => (code && isResidenceStatus(code) ? RESIDENCE_STATUS_LABELS[code].ja : (code ?? ''));

const reportSummary = (nationality: string, status: string | null): string => `${nationality}・${statusText(status)}`;

/**
 * Issue 31: a foreign resident's residence report (server/memberSettings/residence.ts writes it) reviewed against
 * the card's photos. The review sets the second digit of SPEC 4's residence-document status, which the member top
 * turns into its notice (unclear photo, content differs, deficiencies); the validity digit stays the report's.
 */
export const residenceReportCases: CaseKindHandler = {
  kind: 'residenceReport',
  reasons: RESIDENCE_REVIEW_REASONS,
  decisionLabels: { approved: '確認済み', declined: '差し戻し' },
  waiting: (db) =>
    db
      .selectFrom('residence_reports')
      .innerJoin('members', 'members.id', 'residence_reports.member_id')
      .select([
        sql<string>`residence_reports.id::text`.as('case_id'),
        'residence_reports.created_at as received_at',
        'residence_reports.member_id',
        ...memberPersonColumns,
      ])
      .where('residence_reports.status', '=', 'submitted'),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('residence_reports')
      .select(['id', 'nationality', 'residence_status'])
      .where('id', 'in', ids.map(Number))
      .execute();
    return new Map(rows.map((row) => [String(row.id), reportSummary(row.nationality, row.residence_status)]));
  },
  async load(db, id, lock) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
    let query = db.selectFrom('residence_reports').selectAll().where('id', '=', Number(id));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const member = await db.selectFrom('members').select('residence_document_status').where('id', '=', row.member_id).executeTakeFirst();
    const validity = (member?.residence_document_status ?? '00')[0] as keyof typeof RESIDENCE_VALIDITY_LABELS;
    return {
      id,
      memberId: row.member_id,
      open: row.status === 'submitted',
      receivedAt: new Date(row.created_at),
      personName: await memberName(db, row.member_id),
      summary: reportSummary(row.nationality, row.residence_status),
      requestedAmount: null,
      amountUnit: null,
      maxAmount: null,
      sections: [
        {
          title: '届出の内容',
          rows: [
            { label: '国籍', value: row.nationality },
            { label: '在留資格', value: statusText(row.residence_status) },
            { label: '在留期間の満了日', value: row.residence_expiry ?? '' },
            { label: '有効期限の状態', value: RESIDENCE_VALIDITY_LABELS[validity] ?? '' },
            ...(row.review ? [{ label: '確認の結果', value: RESIDENCE_REVIEW_LABELS[row.review] }] : []),
          ],
        },
      ],
      photos: [
        ...(row.residence_card_face ? [{ side: 'face' as const, fileName: row.residence_card_face }] : []),
        ...(row.residence_card_back ? [{ side: 'back' as const, fileName: row.residence_card_back }] : []),
      ],
    };
  },
  async approve({ trx }, record) {
    await review(trx, record.id, record.memberId, '0');
  },
  async decline({ trx }, record, reasonCode) {
    const digit = reasonCode.slice(-1);
    await review(trx, record.id, record.memberId, digit === '1' || digit === '2' || digit === '3' ? digit : '3');
  },
};

async function review(
  trx: Parameters<CaseKindHandler['approve']>[0]['trx'],
  id: string,
  memberId: string,
  digit: '0' | '1' | '2' | '3',
): Promise<void> {
  await trx.updateTable('residence_reports').set({ status: 'reviewed', review: digit }).where('id', '=', Number(id)).execute();
  const member = await trx.selectFrom('members').select('residence_document_status').where('id', '=', memberId).executeTakeFirstOrThrow();
  const status = `${member.residence_document_status[0] ?? '1'}${digit}`;
  await trx.updateTable('members').set({ residence_document_status: status }).where('id', '=', memberId).execute();
  await trx
    .insertInto('member_changes')
    .values({
      member_id: memberId,
      flow_id: 'residenceReview',
      field: 'residenceDocumentStatus',
      old_value: member.residence_document_status,
      new_value: status,
    })
    .execute();
}
