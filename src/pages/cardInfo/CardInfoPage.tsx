import { Link } from 'react-router';
import { CARD_TYPE_LABELS, NETWORK_LABELS, type CardType, type Network } from '../../../enums/card';
import { usePageTitle } from '../../shell/usePageTitle';
import { useSmsProtectedData } from '../sms/useSmsProtectedData';
import { cardInfoAuthSelectPath } from '../sms/safeReturnPath';
import { cardInfoMessages } from './cardInfoMessages';
import '../sms/memberPages.css';

interface CardInfo {
  cards: { card4no: string; brand: Network; daikoCd: CardType; nickname: string; isFamilyCard: boolean }[];
}

/** SPEC 2.6 /member/cardinfo behind the SMS check of SPEC 2.7: what is stored, the last four digits, and the way to the full number. */
export default function CardInfoPage() {
  usePageTitle(cardInfoMessages.title);
  const result = useSmsProtectedData<CardInfo>('/api/bff/cardinfo', cardInfoAuthSelectPath);
  return (
    <section aria-labelledby="cardinfo-heading">
      <h1 id="cardinfo-heading" tabIndex={-1}>
        {cardInfoMessages.title}
      </h1>
      {result.state === 'loading' && <p role="status">{cardInfoMessages.loading}</p>}
      {result.state === 'failed' && <p role="alert">{result.message}</p>}
      {result.state === 'ready' && (
        <>
          <p>{result.data.cards.length > 0 ? cardInfoMessages.lead : cardInfoMessages.empty}</p>
          <ul className="card-list">
            {result.data.cards.map((card, index) => (
              <li key={card.card4no}>
                <dl>
                  <dt>{cardInfoMessages.brand}</dt>
                  <dd>{NETWORK_LABELS[card.brand]}</dd>
                  <dt>{cardInfoMessages.kind}</dt>
                  <dd>
                    {CARD_TYPE_LABELS[card.daikoCd]}
                    {card.isFamilyCard ? `（${cardInfoMessages.familyCard}）` : ''}
                  </dd>
                  <dt>{cardInfoMessages.number}</dt>
                  <dd>
                    <span aria-hidden="true">**** **** **** {card.card4no}</span>
                    <span className="visually-hidden">下4桁 {card.card4no}</span>
                  </dd>
                  <dt>{cardInfoMessages.nickname}</dt>
                  <dd>{card.nickname}</dd>
                </dl>
                <Link className="button button--secondary button--block" to={`/member/cardinfo/cvv?card=${index}`}>
                  {cardInfoMessages.showNumbers(card.nickname)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="field__support">{cardInfoMessages.securityNote}</p>
        </>
      )}
    </section>
  );
}
