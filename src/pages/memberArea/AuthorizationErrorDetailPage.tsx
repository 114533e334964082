import { useCallback } from 'react';
import { Link } from 'react-router';
import { DECLINE_REASON_LABELS, type DeclineReason } from '../../../enums/authorization';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { AuthorizationLines } from './AuthorizationLines';
import { authorizationMessages as text } from './authorizationMessages';
import { declineAdvice } from './declineAdvice';
import { statementMessages } from './messages';
import { MoreButton } from './MoreButton';
import { ReadStatus } from './ReadStatus';
import { RestrictionBanner } from './RestrictionBanner';
import { useArea } from './useArea';
import { useMorePages } from './useMorePages';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/authorization/error-detail: the selected card's declined uses with their reasons, paged as the
 * detail, and what the member can do about each reason shown, once per reason rather than under every use.
 */
export default function AuthorizationErrorDetailPage() {
  usePageTitle(text.errorTitle);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.declinedAuthorizations(0), area.to('authorization/error-detail'));
  const first = state.kind === 'ready' ? state.data : null;
  const readMore = useCallback((offset: number) => area.calls.declinedAuthorizations(offset).then((page) => page.lines), [area]);
  const pages = useMorePages(first, readMore);
  const reasons = [...new Set(pages.lines.flatMap((line) => (line.declineReason ? [line.declineReason] : [])))];
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.errorTitle}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {first ? (
        <>
          <p className="member-area__card">{cardLabel(first.card)}</p>
          <RestrictionBanner restriction={first.card.restriction} />
          {first.total > 0 ? <p>{text.errorLead}</p> : null}
          <section aria-labelledby="declines-heading" className="panel">
            <h2 id="declines-heading">{text.listHeading}</h2>
            <p role="status" className="statement-lines__count">
              {statementMessages.shown(pages.lines.length, first.total)}
            </p>
            <AuthorizationLines lines={pages.lines} empty={text.noDeclines} focusFrom={pages.focusFrom} />
            <MoreButton pages={pages} />
          </section>
          {reasons.length > 0 ? <DeclineAdvice reasons={reasons} /> : null}
        </>
      ) : null}
      <p className="panel">
        <Link to={area.to('authorization/detail')}>{text.detailLink}</Link>
      </p>
    </div>
  );
}

function DeclineAdvice({ reasons }: { readonly reasons: readonly DeclineReason[] }) {
  return (
    <section aria-labelledby="advice-heading" className="panel">
      <h2 id="advice-heading">{text.adviceHeading}</h2>
      <dl className="decline-advice">
        {reasons.map((reason) => {
          const advice = declineAdvice[reason];
          return (
            <div key={reason} data-testid="decline-advice">
              <dt>{DECLINE_REASON_LABELS[reason]}</dt>
              <dd>
                <p>{advice.text}</p>
                {advice.link ? <Link to={advice.link.to}>{advice.link.label}</Link> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
