import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { CardFace } from './CardFace';
import { CreditLimitPanel } from './CreditLimitPanel';
import { MemberTiles } from './MemberTiles';
import { cardLabel } from '../../../enums/card';
import { memberTopMessages as text } from './messages';
import { useMemberCards } from './useMemberCards';
import './member.css';
import { CardLoadStatus } from '../../components/CardLoadStatus/CardLoadStatus';
import { MemberTopReads } from '../memberArea/MemberTopReads';
import { NicknameEditor } from '../memberArea/NicknameEditor';

/**
 * The member top (SPEC 2.6 /member): the selected card, its bill and limit, the frequent tasks, and the member's other
 * cards to switch to. Every other area is behind the header's メニュー (issue 58: the whole menu made a 3,000 px page).
 */
export default function MemberTop() {
  usePageTitle(text.pageTitle);
  const { state, switchState, reload, switchTo } = useMemberCards('/member');
  // A nickname saved here is shown at once; the card list read next carries it from the server.
  const [renamed, setRenamed] = useState<Readonly<Record<string, string>>>({});
  const found = state.kind === 'ready' ? (state.cards.find((card) => card.isSelected) ?? state.cards[0]) : undefined;
  const selected = found ? { ...found, nickname: renamed[found.key] ?? found.nickname } : undefined;

  return (
    <div className="member-top">
      <h1 tabIndex={-1}>{text.heading}</h1>

      <CardLoadStatus kind={state.kind} onRetry={reload} />

      {state.kind === 'noCards' ? (
        <section aria-labelledby="no-cards-heading">
          <h2 id="no-cards-heading">{text.noCardsHeading}</h2>
          <p>{text.noCardsLead}</p>
          <Link className="button button--primary button--block" to="/apply/steps">
            {text.applyLink}
          </Link>
        </section>
      ) : null}

      {selected ? (
        <section aria-labelledby="selected-heading">
          <h2 id="selected-heading">{text.selectedHeading}</h2>
          <CardFace card={selected} />
          <NicknameEditor
            key={selected.key}
            nickname={selected.nickname}
            onSaved={(nickname) => setRenamed((names) => ({ ...names, [selected.key]: nickname }))}
          />
        </section>
      ) : null}

      {selected ? <MemberTopReads cardKey={selected.key} /> : null}

      {selected ? <CreditLimitPanel cardKey={selected.key} /> : null}

      {selected ? <MemberTiles /> : null}

      <p role="status" aria-live="polite" className="member-top__status">
        {switchState.kind === 'switching'
          ? text.switching
          : switchState.kind === 'switched'
            ? text.switched(cardLabel(switchState.card))
            : ''}
      </p>
      {switchState.kind === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.switchFailed}
        </p>
      ) : null}

      {state.kind === 'ready' && state.cards.length > 1 ? (
        <section aria-labelledby="cards-heading" className="panel">
          <h2 id="cards-heading">{text.listHeading}</h2>
          <p className="member-top__lead">{text.listLead}</p>
          <ul className="card-list">
            {state.cards.map((card) => (
              <li key={card.key} className="card-list__item" aria-current={card.isSelected ? 'true' : undefined}>
                <div className="card-list__text">
                  <span className="card-list__name">{cardLabel(card)}</span>
                  <span className="card-list__nickname">{renamed[card.key] ?? card.nickname}</span>
                </div>
                {card.isSelected ? (
                  <span className="badge">{text.selectedBadge}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary card-list__switch"
                    aria-label={text.switchLabel(cardLabel(card))}
                    disabled={switchState.kind === 'switching'}
                    onClick={() => switchTo(card.ppcdToken)}
                  >
                    {text.switchButton}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
