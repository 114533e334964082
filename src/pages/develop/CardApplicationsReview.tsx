import { bffCall } from '../sms/bffCall';
import { ReviewQueue } from './ReviewQueue';

const readApplications = async () => {
  const answer = await bffCall<{ applications: { id: number; memberId: string; cardName: string }[] }>('/api/develop/card-applications');
  return answer.ok ? { ok: true as const, items: answer.data.applications.map(({ id, memberId, cardName }) => ({ id, memberId, label: cardName })) } : { ok: false as const, message: answer.message };
};

const readUpgrades = async () => {
  const answer = await bffCall<{ upgrades: { id: number; memberId: string; label: string }[] }>('/api/develop/gold-upgrades');
  return answer.ok ? { ok: true as const, items: answer.data.upgrades } : { ok: false as const, message: answer.message };
};

/** Another card's examination: an approved application becomes the member's new card (not yet activated). */
export function CardApplicationsReview() {
  return <ReviewQueue heading="カードの追加の審査" lead="審査中のお申し込みです。承認すると、その会員のカードの一覧に新しいカード（有効化前）が加わります。" read={readApplications} decisionPath={(id) => `/api/develop/card-applications/${id}/decision`} />;
}

/** A gold upgrade's examination: approved, the same card becomes gold, its family cards with it. */
export function GoldUpgradesReview() {
  return <ReviewQueue heading="ゴールドカードへの切り替えの審査" lead="審査中の切り替えです。承認すると、そのカードがゴールドカードになります（カード番号と家族カードはそのまま）。" read={readUpgrades} decisionPath={(id) => `/api/develop/gold-upgrades/${id}/decision`} />;
}
