import { Link } from 'react-router';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { formatYen, yenText } from '../../../validators/money';
import { usePageTitle } from '../../shell/usePageTitle';
import { readMessages } from '../memberArea/messages';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { rateLabel } from '../../../enums/cardPlans';
import { SummaryList } from './SummaryList';
import { revoMessages as text } from './messages';
import '../memberArea/memberArea.css';

/**
 * SPEC 2.6 /member/revo/top: the selected card's revolving course and balance, and the way to each revolving
 * procedure. Its read opens the way to revo cashing for this session (SPEC 2.7: the revo top initialises first).
 */
export default function RevoTopPage() {
  usePageTitle(text.title);
  const { state, reload } = useRead(() => cardPlanCalls.revoTop(), 'revo-top');
  const top = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {top ? (
        <>
          <SummaryList
            rows={[
              { label: text.payment, value: formatYen(top.revolvingPayment), large: true, testId: 'revolving-payment' },
              { label: text.balance, value: formatYen(top.revolvingBalance), large: true, testId: 'revolving-balance' },
              { label: text.auto, value: top.autoRevolving ? text.autoOn : text.autoOff },
              { label: text.rate, value: rateLabel(top.revolvingRate) },
            ]}
          />
          <section className="panel" aria-labelledby="revo-actions">
            <h2 id="revo-actions">{text.actionsHeading}</h2>
            {top.changesRefused ? (
              <p role="alert" className="notice notice--error">
                {text.refused}
              </p>
            ) : (
              <ul className="link-list">
                <li>
                  <Link to="/member/revo/course">{text.course}</Link>
                </li>
                <li>
                  <Link to="/member/revo/auto">{text.autoSetting}</Link>
                </li>
                {top.openPurchases > 0 ? (
                  <>
                    <li>
                      <Link to="/member/revo/select">{text.individual}</Link>
                    </li>
                    <li>
                      <Link to="/member/post-installment/select">{text.postInstallment}</Link>
                    </li>
                  </>
                ) : null}
                {top.revolvingBalance > 0 ? (
                  <li>
                    <Link to="/member/revo/lumpsum">{text.lumpsum}</Link>
                  </li>
                ) : null}
                {top.cashingAvailable > 0 ? (
                  <li>
                    <Link to="/member/revo/cashing">{text.cashing}</Link>
                  </li>
                ) : null}
              </ul>
            )}
            {top.openPurchases === 0 ? <p>{text.noPurchases}</p> : null}
            <p>{top.cashingAvailable > 0 ? text.cashingNote(yenText(top.cashingAvailable)) : text.noCashing}</p>
          </section>
          <p>
            <Link to="/member/revo/simulation">{text.simulation}</Link>
          </p>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
