import { Link } from 'react-router';
import { cashingLimitLabel, rateLabel } from '../../../enums/cardPlans';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { japaneseDate } from '../../../validators/japaneseDate';
import { formatYen } from '../../../validators/money';
import { usePageTitle } from '../../shell/usePageTitle';
import { readMessages } from '../memberArea/messages';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { cashingMessages as text } from './messages';
import { SummaryList } from './SummaryList';
import '../memberArea/memberArea.css';

/** SPEC 2.6 /member/setting/cashing/top: the selected card's cashing limit, what is left of it, and the procedures. */
export default function CashingTopPage() {
  usePageTitle(text.title);
  const { state, reload } = useRead(() => cardPlanCalls.cashingTop(), 'cashing-top');
  const top = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {top ? (
        <>
          {top.examination ? (
            <p role="status" className="notice">
              {text.examination}
            </p>
          ) : null}
          <SummaryList
            rows={[
              { label: text.limit, value: cashingLimitLabel(top.cashingLimit) },
              { label: text.balance, value: formatYen(top.cashingBalance) },
              { label: text.available, value: formatYen(top.cashingAvailable), large: true, testId: 'cashing-available' },
              { label: text.rate, value: rateLabel(top.cashingRate) },
              top.dueDate ? { label: text.dueDate, value: japaneseDate(top.dueDate) } : null,
            ]}
          />
          <section className="panel" aria-labelledby="cashing-actions">
            <h2 id="cashing-actions">{text.actionsHeading}</h2>
            <ul className="link-list">
              {top.cashingAvailable > 0 ? (
                <li>
                  <Link to="/member/setting/cashing/net">{text.net}</Link>
                </li>
              ) : null}
              <li>
                <Link to="/member/setting/cashing/atm">{text.atm}</Link>
              </li>
              <li>
                <Link to="/member/setting/cashing/limit">{text.limitChange}</Link>
              </li>
              <li>
                <Link to="/member/setting/cashing/simulation">{text.simulation}</Link>
              </li>
            </ul>
            {top.cashingAvailable > 0 ? null : <p>{text.noAvailable}</p>}
          </section>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
