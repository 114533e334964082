import { useCallback } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { AuthorizationLines } from './AuthorizationLines';
import { authorizationMessages as text } from './authorizationMessages';
import { statementMessages } from './messages';
import { MoreButton } from './MoreButton';
import { ReadStatus } from './ReadStatus';
import { RestrictionBanner } from './RestrictionBanner';
import { useArea } from './useArea';
import { useMorePages } from './useMorePages';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/authorization/detail: the selected card's recent authorisations, newest first, 24 at a time with
 * "もっと見る" (SPEC 9): approved, pending and declined uses, which the statements show only later or never.
 */
export default function AuthorizationDetailPage() {
  usePageTitle(text.detailTitle);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.authorizations(0), area.to('authorization/detail'));
  const first = state.kind === 'ready' ? state.data : null;
  const readMore = useCallback((offset: number) => area.calls.authorizations(offset).then((page) => page.lines), [area]);
  const pages = useMorePages(first, readMore);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.detailTitle}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {first ? (
        <>
          <p className="member-area__card">{cardLabel(first.card)}</p>
          <RestrictionBanner restriction={first.card.restriction} />
          <p>{text.detailLead}</p>
          <p>
            <Link to={area.to('authorization/error-detail')}>{text.errorLink}</Link>
          </p>
          <section aria-labelledby="authorizations-heading" className="panel">
            <h2 id="authorizations-heading">{text.listHeading}</h2>
            <p role="status" className="statement-lines__count">
              {statementMessages.shown(pages.lines.length, first.total)}
            </p>
            <AuthorizationLines lines={pages.lines} empty={text.noLines} focusFrom={pages.focusFrom} />
            <MoreButton pages={pages} />
          </section>
        </>
      ) : null}
      <p className="panel">
        <Link to={area.to('statement/top')}>{text.statementLink}</Link>
      </p>
    </div>
  );
}
