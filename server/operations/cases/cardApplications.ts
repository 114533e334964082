import { CARD_TYPE_LABELS, CardType, NETWORK_LABELS } from '../../../enums/card';
import { settleCardApplication } from '../../memberSettings/multipleCards';
import type { CaseKindHandler } from '../caseKind';
import { memberName } from './memberName';

/** Issue 31: another card for a member (server/memberSettings/multipleCards.ts leaves it `underReview`). */
export const cardApplicationCases: CaseKindHandler = {
  kind: 'cardApplication',
  async openIds(db) {
    const rows = await db.selectFrom('card_applications').select('id').where('status', '=', 'underReview').orderBy('created_at').execute();
    return rows.map((row) => String(row.id));
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
    const cardName = `${NETWORK_LABELS[row.network_code]} ${CARD_TYPE_LABELS[row.card_type === CardType.Gold ? CardType.Gold : CardType.Regular]}`;
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
