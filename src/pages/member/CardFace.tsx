import type { CardListItem } from '../../../api/bffAnswers';
import { memberTopMessages as text } from './messages';

/** The selected card drawn as a card: brand, nickname and the last four digits. */
export function CardFace({ card }: { card: CardListItem }) {
  return (
    <div className="card-face" data-gold={card.daikoCd === '1'} data-brand={card.icon}>
      <p className="card-face__nickname">{card.nickname}</p>
      <p className="card-face__number">
        <span className="visually-hidden">{text.cardNumberLabel}</span>
        <span aria-hidden="true">•••• •••• •••• </span>
        {card.card4no}
      </p>
      <p className="card-face__brand">
        {card.brand}
        {card.daikoCd === '1' ? <span className="badge badge--gold">{text.goldBadge}</span> : null}
      </p>
    </div>
  );
}
