import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { japaneseDate } from '../../../validators/japaneseDate';
import { exMemberTopMessages as text } from './messages';
import { useExMemberCards } from './useExMemberCards';
import '../member/member.css';
import { CardLoadStatus } from '../../components/CardLoadStatus/CardLoadStatus';

/** The former members' area (SPEC 2.5 /ex-member/top): their old cards, most recently closed first. */
export default function ExMemberTop() {
  usePageTitle(text.pageTitle);
  const { state, reload } = useExMemberCards('/ex-member/top');

  if (state.kind === 'notFormer') {
    return (
      <div className="member-top">
        <h1 tabIndex={-1}>{text.notFormerHeading}</h1>
        <p>{text.notFormerLead}</p>
        <Link className="button button--primary button--block" to="/member">
          {text.memberTopLink}
        </Link>
      </div>
    );
  }

  return (
    <div className="member-top">
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p className="member-top__lead">{text.lead}</p>
      <CardLoadStatus kind={state.kind} onRetry={reload} />
      {state.kind === 'ready' ? (
        <section aria-labelledby="ex-cards-heading" className="panel">
          <h2 id="ex-cards-heading">{text.listHeading}</h2>
          {state.cards.length === 0 ? <p>{text.noCards}</p> : null}
          <ul className="card-list">
            {state.cards.map((card, index) => (
              <li key={card.key} className="card-list__item card-list__item--ex">
                <div className="card-list__text">
                  <span className="card-list__name">{cardLabel(card)}</span>
                  <span className="card-list__nickname">{card.nickname}</span>
                  <span className="card-list__closed">{text.closedOn(japaneseDate(card.closedOn))}</span>
                </div>
                <ul className="card-list__links">
                  <li>
                    <Link to={`/ex-member/statement/monthly?card=${index}`} aria-label={text.statementLink(cardLabel(card))}>
                      {text.statementLinkShort}
                    </Link>
                  </li>
                  <li>
                    <Link to={`/ex-member/webdocument?card=${index}`} aria-label={text.documentLink(cardLabel(card))}>
                      {text.documentLinkShort}
                    </Link>
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
