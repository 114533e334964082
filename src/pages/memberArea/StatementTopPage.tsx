import { Link } from 'react-router';
import { PAYMENT_STATUS_LABELS, STATEMENT_DETAIL_STATUS_LABELS } from '../../../enums/statement';
import { formatYen } from '../../../validators/money';
import { billingMonthLabel } from '../../../validators/statementRow';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { authorizationMessages } from './authorizationMessages';
import { statementMessages as text, readMessages } from './messages';
import { ReadStatus } from './ReadStatus';
import { RestrictionBanner } from './RestrictionBanner';
import { CategoryBreakdown, MonthlyBars } from './SpendingChart';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/** SPEC 2.6 /member/statement/top: the selected card's months with their bills, and where the money went. */
export default function StatementTopPage() {
  usePageTitle(text.topTitle);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.months(), area.to('statement/top'));
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.topTitle}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {state.kind === 'ready' ? (
        <>
          <p className="member-area__card">{`${cardLabel(state.data.card)} ${state.data.card.nickname}`}</p>
          <RestrictionBanner restriction={state.data.card.restriction} />
          {state.data.months.length === 0 ? (
            <p className="notice">{text.noStatements}</p>
          ) : (
            <>
              <MonthlyBars months={state.data.monthlyTotals} />
              <CategoryBreakdown billingMonth={state.data.months[0]?.billingMonth ?? ''} categories={state.data.categories} />
              <section aria-labelledby="months-heading" className="panel">
                <h2 id="months-heading">{text.monthsHeading}</h2>
                <ul className="month-list">
                  {state.data.months.map((month) => (
                    <li key={month.billingMonth}>
                      <Link className="month-list__link" to={area.to('statement/monthly', { month: month.billingMonth })}>
                        <span className="month-list__month">{billingMonthLabel(month.billingMonth)}</span>
                        <span className="month-list__amount">{formatYen(month.amount)}</span>
                        <span className="month-list__status">
                          {STATEMENT_DETAIL_STATUS_LABELS[month.detailStatus]}・{PAYMENT_STATUS_LABELS[month.paymentStatus]}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
          {area.kind === 'member' ? (
            // A former member's old card has no authorisations to show: its uses are all on its statements.
            <ul className="panel statement-top__links">
              <li>
                <Link to="/member/statement/multiple">{text.multipleLink}</Link>
              </li>
              <li>
                <Link to="/member/authorization/detail">{authorizationMessages.detailTitle}</Link>
              </li>
              <li>
                <Link to="/member/authorization/error-detail">{authorizationMessages.errorTitle}</Link>
              </li>
            </ul>
          ) : null}
        </>
      ) : null}
      <p className="panel">
        <Link to={area.topPath}>{area.kind === 'member' ? readMessages.backToTop : readMessages.backToExTop}</Link>
      </p>
    </div>
  );
}
