import { sql } from 'kysely';
import { CARD_LIMIT_MAX, creditLimitLabel, CreditLimitRequestStatus } from '../../../enums/creditLimit';
import { CardType } from '../../../enums/card';
import { mailMember } from '../../outbox/recipients';
import type { CaseKindHandler } from '../caseKind';
import { recordedStepSet } from '../../steps/recordedSteps';
import { flowAnswerSections } from './flowAnswers';
import { memberName } from './memberName';
import { memberPersonColumns } from '../waitingCases';

const raiseSummary = (previous: number, requested: number): string => `${creditLimitLabel(previous)} → ${creditLimitLabel(requested)}`;

const waiting = [CreditLimitRequestStatus.Examination, CreditLimitRequestStatus.UnderReview];

/**
 * Issue 31: a credit-limit raise (server/creditLimits/creditLimitFlowParts.ts leaves it `examination` or `underReview`).
 * Approved, the card's limit is the approved amount, which the member top shows; declined, the request ends and a
 * new raise may be asked (one raise under examination at a time, SPEC 8.2).
 */
export const creditLimitCases: CaseKindHandler = {
  kind: 'creditLimit',
  // A card closed since (the member withdrew) leaves nothing to decide: its request waits no more.
  waiting: (db) =>
    db
      .selectFrom('credit_limit_requests')
      .innerJoin('cards', 'cards.id', 'credit_limit_requests.card_id')
      .innerJoin('members', 'members.id', 'credit_limit_requests.member_id')
      .select([
        sql<string>`credit_limit_requests.id::text`.as('case_id'),
        'credit_limit_requests.created_at as received_at',
        'credit_limit_requests.member_id',
        ...memberPersonColumns,
      ])
      .where('credit_limit_requests.kind', '=', 'raise')
      .where('credit_limit_requests.status', 'in', waiting)
      .where('cards.active', '=', true),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('credit_limit_requests')
      .select(['id', 'previous_limit', 'requested_limit'])
      .where('id', 'in', ids.map(Number))
      .execute();
    return new Map(rows.map((row) => [String(row.id), raiseSummary(row.previous_limit, row.requested_limit)]));
  },
  async load(db, id, lock) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
    let query = db
      .selectFrom('credit_limit_requests')
      .innerJoin('cards', 'cards.id', 'credit_limit_requests.card_id')
      .select([
        'credit_limit_requests.id',
        'credit_limit_requests.member_id',
        'credit_limit_requests.status',
        'credit_limit_requests.previous_limit',
        'credit_limit_requests.requested_limit',
        'credit_limit_requests.created_at',
        'credit_limit_requests.answers',
        'credit_limit_requests.schema_version',
        'cards.card4no',
        'cards.active',
        'cards.daiko_cd',
        'cards.nickname',
      ])
      .where('credit_limit_requests.id', '=', Number(id))
      .where('credit_limit_requests.kind', '=', 'raise');
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      id,
      memberId: row.member_id,
      // A card closed since (the member withdrew) has nothing left to decide: the case is withdrawn.
      open: (waiting as readonly string[]).includes(row.status) && row.active,
      receivedAt: new Date(row.created_at),
      personName: await memberName(db, row.member_id),
      summary: raiseSummary(row.previous_limit, row.requested_limit),
      requestedAmount: row.requested_limit,
      amountUnit: '万円',
      maxAmount: CARD_LIMIT_MAX[row.daiko_cd === CardType.Gold ? CardType.Gold : CardType.Regular],
      sections: [
        {
          title: 'カード',
          rows: [
            { label: 'カード', value: `${row.nickname}（下4桁 ${row.card4no}）` },
            { label: '現在のご利用可能枠', value: creditLimitLabel(row.previous_limit) },
            { label: 'ご希望のご利用可能枠', value: creditLimitLabel(row.requested_limit) },
          ],
        },
        ...(await flowAnswerSections('balanceRaise', row.answers, new Date(row.created_at), await recordedStepSet(db, row.schema_version))),
      ],
      photos: [],
    };
  },
  async approve({ trx, messages }, record, amount) {
    const request = await trx
      .selectFrom('credit_limit_requests')
      .select(['card_id', 'requested_limit'])
      .where('id', '=', Number(record.id))
      .executeTakeFirstOrThrow();
    const limit = amount ?? request.requested_limit;
    await trx
      .updateTable('credit_limit_requests')
      .set({ status: CreditLimitRequestStatus.Complete, requested_limit: limit, updated_at: sql<Date>`now()` })
      .where('id', '=', Number(record.id))
      .execute();
    const card = await trx
      .updateTable('cards')
      .set({ credit_limit: limit })
      .where('id', '=', request.card_id)
      .returning('card4no')
      .executeTakeFirstOrThrow();
    await mailMember(trx, messages, record.memberId, 'creditLimitResult', {
      card4no: card.card4no,
      approved: true,
      newLimit: creditLimitLabel(limit),
    });
  },
  async decline({ trx, messages }, record) {
    const request = await trx
      .updateTable('credit_limit_requests')
      .set({ status: CreditLimitRequestStatus.Declined, updated_at: sql<Date>`now()` })
      .where('id', '=', Number(record.id))
      .returning('card_id')
      .executeTakeFirstOrThrow();
    const card = await trx.selectFrom('cards').select('card4no').where('id', '=', request.card_id).executeTakeFirstOrThrow();
    await mailMember(trx, messages, record.memberId, 'creditLimitResult', { card4no: card.card4no, approved: false, newLimit: '' });
  },
};
