import { CARD_LIMIT_MAX } from '../../../enums/creditLimit';
import { settleGoldUpgrade } from '../../memberSettings/goldUpgrade';
import type { CaseKindHandler } from '../caseKind';
import { memberName } from './memberName';
import { sql } from 'kysely';
import { memberPersonColumns } from '../waitingCases';

const upgradeSummary = (nickname: string, card4no: string): string => `${nickname}（下4桁 ${card4no}）をゴールドへ`;

/** Issue 31: a gold upgrade (server/memberSettings/goldUpgrade.ts leaves it `underReview`). */
export const goldUpgradeCases: CaseKindHandler = {
  kind: 'goldUpgrade',
  waiting: (db) =>
    db
      .selectFrom('gold_upgrade_requests')
      .innerJoin('cards', 'cards.id', 'gold_upgrade_requests.card_id')
      .innerJoin('members', 'members.id', 'gold_upgrade_requests.member_id')
      .select([
        sql<string>`gold_upgrade_requests.id::text`.as('case_id'),
        'gold_upgrade_requests.created_at as received_at',
        'gold_upgrade_requests.member_id',
        ...memberPersonColumns,
      ])
      .where('gold_upgrade_requests.status', '=', 'underReview')
      .where('cards.active', '=', true),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('gold_upgrade_requests')
      .innerJoin('cards', 'cards.id', 'gold_upgrade_requests.card_id')
      .select(['gold_upgrade_requests.id', 'cards.nickname', 'cards.card4no'])
      .where('gold_upgrade_requests.id', 'in', ids.map(Number))
      .execute();
    return new Map(rows.map((row) => [String(row.id), upgradeSummary(row.nickname, row.card4no)]));
  },
  async load(db, id, lock) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
    let query = db
      .selectFrom('gold_upgrade_requests')
      .innerJoin('cards', 'cards.id', 'gold_upgrade_requests.card_id')
      .select([
        'gold_upgrade_requests.member_id',
        'gold_upgrade_requests.status',
        'gold_upgrade_requests.family_cards',
        'gold_upgrade_requests.created_at',
        'cards.card4no',
        'cards.active',
        'cards.nickname',
        'cards.credit_limit',
      ])
      .where('gold_upgrade_requests.id', '=', Number(id));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      id,
      memberId: row.member_id,
      // A card closed since (the member withdrew) has nothing left to decide: the case is withdrawn.
      open: row.status === 'underReview' && row.active,
      receivedAt: new Date(row.created_at),
      personName: await memberName(db, row.member_id),
      summary: upgradeSummary(row.nickname, row.card4no),
      requestedAmount: null,
      amountUnit: null,
      maxAmount: CARD_LIMIT_MAX['1'],
      sections: [
        {
          title: 'カード',
          rows: [
            { label: 'カード', value: `${row.nickname}（下4桁 ${row.card4no}）` },
            { label: '家族カード', value: `${row.family_cards}枚（ゴールドの家族カードに切り替わります）` },
          ],
        },
      ],
      photos: [],
    };
  },
  async approve({ trx, messages }, record) {
    await settleGoldUpgrade(trx, messages, Number(record.id), 'approved');
  },
  async decline({ trx, messages }, record) {
    await settleGoldUpgrade(trx, messages, Number(record.id), 'declined');
  },
};
