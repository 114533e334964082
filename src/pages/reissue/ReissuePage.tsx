import { Link } from 'react-router';
import { CARD_TYPE_LABELS, NETWORK_LABELS, type CardType, type Network } from '../../../enums/card';
import { usePageTitle } from '../../shell/usePageTitle';
import { useSmsProtectedData } from '../sms/useSmsProtectedData';
import { reissueMessages } from './reissueMessages';
import '../sms/memberPages.css';

interface ReissueCards {
  cards: { card4no: string; brand: Network; daikoCd: CardType; nickname: string }[];
}

/**
 * SPEC 2.6 /member/setting/reissue behind the SMS check of SPEC 2.7: what reissue means and which cards it
 * concerns. The reissue itself is handled by card support; this service keeps no reissue backend.
 */
export default function ReissuePage() {
  usePageTitle(reissueMessages.title);
  const result = useSmsProtectedData<ReissueCards>('/api/bff/reissue/cards');
  return (
    <section aria-labelledby="reissue-heading">
      <h1 id="reissue-heading" tabIndex={-1}>
        {reissueMessages.title}
      </h1>
      {result.state === 'loading' && <p role="status">{reissueMessages.loading}</p>}
      {result.state === 'failed' && <p role="alert">{result.message}</p>}
      {result.state === 'ready' && (
        <>
          <p>{reissueMessages.lead}</p>
          <h2>{reissueMessages.pointsHeading}</h2>
          <ul>
            {reissueMessages.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <h2>{reissueMessages.cardsHeading}</h2>
          <ul className="card-list">
            {result.data.cards.map((card) => (
              <li key={card.card4no}>
                <strong>{card.nickname}</strong>
                <br />
                {NETWORK_LABELS[card.brand]}・{CARD_TYPE_LABELS[card.daikoCd]}（下4桁 {card.card4no}）
              </li>
            ))}
          </ul>
          <Link className="button button--primary button--block" to="/support">
            {reissueMessages.proceed}
          </Link>
          <Link className="button button--secondary button--block" to="/member">
            {reissueMessages.back}
          </Link>
        </>
      )}
    </section>
  );
}
