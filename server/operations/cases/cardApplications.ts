import { CARD_TYPE_LABELS, CardType, NETWORK_LABELS } from '../../../enums/card';
import { settleCardApplication } from '../../memberSettings/multipleCards';
import type { CaseKindHandler } from '../caseKind';
import { memberName } from './memberName';
import { sql } from 'kysely';
import { memberPersonColumns } from '../waitingCases';

const cardNameOf = (network: keyof typeof NETWORK_LABELS, cardType: string): string =>
  `${NETWORK_LABELS[network]} ${CARD_TYPE_LABELS[cardType === CardType.Gold ? CardType.Gold : CardType.Regular]}`;

/** Issue 31: another card for a member (server/memberSettings/multipleCards.ts leaves it `underReview`). */
export const cardApplicationCases: CaseKindHandler = {
  kind: 'cardApplication',
  waiting: (db) =>
    db
      .selectFrom('card_applications')
      .innerJoin('members', 'members.id', 'card_applications.member_id')
      .select([
        sql<string>`card_applications.id::text`.as('case_id'),
        'card_applications.created_at as received_at',
        'card_applications.member_id',
        ...memberPersonColumns,
      ])
      .where('card_applications.status', '=', 'underReview'),
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('card_applications')
      .select(['id', 'card_type', 'network_code'])
      .where('id', 'in', ids.map(Number))
      .execute();
    return new Map(rows.map((row) => [String(row.id), cardNameOf(row.network_code, row.card_type)]));
  },
  async load(db, id, lock) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
    let query = db
      .selectFrom('card_applications')
      .select(['member_id', 'status', 'card_type', 'network_code', 'purpose', 'created_at', 'partner_route'])
      .where('id', '=', Number(id));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const cardName = cardNameOf(row.network_code, row.card_type);
    return {
      id,
      memberId: row.member_id,
      open: row.status === 'underReview',
      receivedAt: new Date(row.created_at),
      personName: await memberName(db, row.member_id),
      summary: cardName,
      requestedAmount: null,
      amountUnit: null,
      maxAmount: null,
      sections: [
        {
          title: 'お申し込みのカード',
          rows: [
            { label: 'カード', value: cardName },
            { label: '経路', value: row.partner_route ?? '通常' },
          ],
        },
      ],
      photos: [],
    };
  },
  async approve({ trx, messages, today }, record) {
    await settleCardApplication(trx, messages, Number(record.id), 'approved', today);
  },
  async decline({ trx, messages, today }, record) {
    await settleCardApplication(trx, messages, Number(record.id), 'declined', today);
  },
};
