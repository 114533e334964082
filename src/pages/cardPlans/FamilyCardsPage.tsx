import { Link } from 'react-router';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { familyCardMessages as text, settingsMessages } from './messages';
import '../memberArea/memberArea.css';

/**
 * SPEC 2.6 /member/setting/family-card/list (the old /member/setting/family-card leads here): the selected card's
 * family cards and the way to add one while the card is below its limit (SPEC 9); at the limit the page says so
 * instead of offering a flow the server would refuse.
 */
export default function FamilyCardsPage() {
  usePageTitle(text.title);
  const { state, reload } = useRead(() => cardPlanCalls.familyCards(), 'family-cards');
  const answer = state.kind === 'ready' ? state.data : null;
  // A family card stopped for good no longer holds a place under the limit (server/memberSettings/familyCards.ts).
  const held = answer === null ? 0 : answer.familyCards.filter((card) => card.state !== 'stopped').length;
  const full = answer !== null && held >= answer.limit;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {answer ? (
        <>
          <section className="panel" aria-labelledby="family-cards-heading">
            <h2 id="family-cards-heading">{text.listHeading}</h2>
            {answer.familyCards.length === 0 ? (
              <p>{text.none}</p>
            ) : (
              <ul className="link-list" data-testid="family-cards">
                {answer.familyCards.map((card) => (
                  <li key={card.id}>
                    {card.name}（{card.relation}）・{text.card4no(card.card4no)}
                    {card.state === 'inUse' ? null : (
                      <>
                        {' '}
                        <span className="badge">{text.states[card.state]}</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p>{full ? text.full(answer.limit) : text.remaining(held, answer.limit)}</p>
            {held > 0 ? <Link to="/member/setting/family-card/memberinfo">{text.change}</Link> : null}
          </section>
          {full ? null : (
            <Link className="button button--primary button--block" to="/member/setting/family-card/add">
              {text.add}
            </Link>
          )}
        </>
      ) : null}
      <p className="panel">
        <Link to="/member/setting/top">{settingsMessages.backToSettings}</Link>
      </p>
    </div>
  );
}
