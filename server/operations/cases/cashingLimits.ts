import { cashingLimitLabel } from '../../../enums/cardPlans';
import { mailMember } from '../../outbox/recipients';
import type { CaseKindHandler } from '../caseKind';
import { memberName } from './memberName';
import { sql } from 'kysely';
import { memberPersonColumns } from '../waitingCases';

const cashingSummary = (previous: string | null, requested: string | null): string =>
  `${cashingLimitLabel(Number(previous ?? 0))} → ${cashingLimitLabel(Number(requested ?? 0))}`;

/**
 * Issue 31: a cashing-limit raise (server/cardPlans/cardPlanEffects.ts records it in card_plan_changes as
 * `examination`, one at a time). Approved, the card's cashing limit is the approved amount; declined, the change ends
 * `declined` and the member may ask again.
 */
export const cashingLimitCases: CaseKindHandler = {
  kind: 'cashingLimit',
  waiting: (db) =>
    db
      .selectFrom('card_plan_changes')
      .innerJoin('cards', 'cards.id', 'card_plan_changes.card_id')
      .innerJoin('members', 'members.id', 'card_plan_changes.member_id')
      .select([
        sql<string>`card_plan_changes.id::text`.as('case_id'),
        'card_plan_changes.created_at as received_at',
        'card_plan_changes.member_id',
        ...memberPersonColumns,
      ])
      .where('card_plan_changes.kind', '=', 'cashingLimit')
      .where('card_plan_changes.status', '=', 'examination')
      .where('cards.active', '=', true),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('card_plan_changes')
      .select(['id', 'old_value', 'new_value'])
      .where('id', 'in', ids.map(Number))
      .execute();
    return new Map(rows.map((row) => [String(row.id), cashingSummary(row.old_value, row.new_value)]));
  },
  async load(db, id, lock) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
    let query = db
      .selectFrom('card_plan_changes')
      .innerJoin('cards', 'cards.id', 'card_plan_changes.card_id')
      .select([
        'card_plan_changes.member_id',
        'card_plan_changes.status',
        'card_plan_changes.old_value',
        'card_plan_changes.new_value',
        'card_plan_changes.created_at',
        'cards.card4no',
        'cards.active',
        'cards.nickname',
      ])
      .where('card_plan_changes.id', '=', Number(id))
      .where('card_plan_changes.kind', '=', 'cashingLimit');
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const previous = Number(row.old_value ?? 0);
    const requested = Number(row.new_value ?? 0);
    return {
      id,
      memberId: row.member_id,
      // A card closed since (the member withdrew) has nothing left to decide: the case is withdrawn.
      open: row.status === 'examination' && row.active,
      receivedAt: new Date(row.created_at),
      personName: await memberName(db, row.member_id),
      summary: cashingSummary(row.old_value, row.new_value),
      requestedAmount: requested,
      amountUnit: '円',
      maxAmount: requested,
      sections: [
        {
          title: 'カード',
          rows: [
            { label: 'カード', value: `${row.nickname}（下4桁 ${row.card4no}）` },
            { label: '現在のキャッシング枠', value: cashingLimitLabel(previous) },
            { label: 'ご希望のキャッシング枠', value: cashingLimitLabel(requested) },
          ],
        },
      ],
      photos: [],
    };
  },
  async approve({ trx, messages }, record, amount) {
    const change = await trx
      .selectFrom('card_plan_changes')
      .select(['card_id', 'new_value'])
      .where('id', '=', Number(record.id))
      .executeTakeFirstOrThrow();
    const limit = amount ?? Number(change.new_value ?? 0);
    await trx
      .updateTable('card_plan_changes')
      .set({ status: 'done', new_value: String(limit) })
      .where('id', '=', Number(record.id))
      .execute();
    const card = await trx
      .updateTable('cards')
      .set({ cashing_limit: limit })
      .where('id', '=', change.card_id)
      .returning('card4no')
      .executeTakeFirstOrThrow();
    await mailMember(trx, messages, record.memberId, 'cashingLimitResult', {
      card4no: card.card4no,
      approved: true,
      newLimit: cashingLimitLabel(limit),
    });
  },
  async decline({ trx, messages }, record) {
    const change = await trx
      .updateTable('card_plan_changes')
      .set({ status: 'declined' })
      .where('id', '=', Number(record.id))
      .returning('card_id')
      .executeTakeFirstOrThrow();
    const card = await trx.selectFrom('cards').select('card4no').where('id', '=', change.card_id).executeTakeFirstOrThrow();
    await mailMember(trx, messages, record.memberId, 'cashingLimitResult', { card4no: card.card4no, approved: false, newLimit: '' });
  },
};
