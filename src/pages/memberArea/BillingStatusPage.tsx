import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '../../../enums/bank';
import type { ClaimStatusAnswer } from '../../../api/memberAreaAnswers';
import { formatYen } from '../../../validators/money';
import { japaneseDate } from '../../../validators/japaneseDate';
import { billingMonthLabel } from '../../../validators/statementRow';
import { usePageTitle } from '../../shell/usePageTitle';
import { billingMessages as text, readMessages } from './messages';
import { ReadStatus } from './ReadStatus';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/** SPEC 2.6 /member/billing-status: the bill (SPEC 7.2 claimstatus) and how it is paid (SPEC 8.3). */
export default function BillingStatusPage() {
  usePageTitle(text.title);
  const area = useArea();
  const { state, reload } = useRead(async () => {
    const [claim, top] = await Promise.all([area.calls.claimStatus(), area.calls.top()]);
    return { claim, top };
  }, 'billing-status');
  const ready = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {ready ? (
        <>
          <BillSummary claim={ready.claim} />
          <dl className="summary-list">
            <div>
              <dt>{text.paymentMethod}</dt>
              <dd>{ready.top.paymentMethod === null ? text.notRegistered : PAYMENT_METHOD_LABELS[ready.top.paymentMethod]}</dd>
            </div>
          </dl>
          {ready.claim.billingMonth ? (
            <p>
              <Link to={`/member/statement/monthly?month=${ready.claim.billingMonth}`}>{text.statementLink}</Link>
            </p>
          ) : null}
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}

/** The bill in a few lines: month, amount, due date, status (shared with the member top). */
export function BillSummary({ claim }: { readonly claim: ClaimStatusAnswer }) {
  if (claim.claimStatus === 'none' || claim.billingMonth === null || claim.amount === null || claim.dueDate === null)
    return <p>{text.none}</p>;
  return (
    <>
      {claim.claimStatus === 'unpaid' ? (
        <p role="alert" className="notice notice--error">
          {text.unpaidLead}
        </p>
      ) : null}
      <dl className="summary-list">
        <div>
          <dt>ご請求月</dt>
          <dd>{billingMonthLabel(claim.billingMonth)}</dd>
        </div>
        <div>
          <dt>ご請求金額</dt>
          <dd className="summary-list__amount" data-testid="bill-amount">
            {formatYen(claim.amount)}
          </dd>
        </div>
        <div>
          <dt>お支払い日</dt>
          <dd>{japaneseDate(claim.dueDate)}</dd>
        </div>
        <div>
          <dt>{text.statusLabel}</dt>
          <dd data-testid="claim-status">{text.claim[claim.claimStatus]}</dd>
        </div>
      </dl>
    </>
  );
}
