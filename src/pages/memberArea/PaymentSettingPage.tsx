import { Link, useLocation } from 'react-router';
import { PAYMENT_METHOD_LABELS, PaymentMethod } from '../../../enums/bank';
import { usePageTitle } from '../../shell/usePageTitle';
import { accountTransferMessages } from './accountTransferMessages';
import { billingMessages as text, readMessages } from './messages';
import { ReadStatus } from './ReadStatus';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/payment/setting: the payment method display of SPEC 8.3, or "not registered". SPEC 2.2
 * /bank/receive is where a bank's own account-transfer site sends the member back: the same page, saying first that
 * the bank's answer can take some days to show here (the bank tells the issuer, not the browser).
 */
export default function PaymentSettingPage() {
  const { pathname } = useLocation();
  const back = pathname.startsWith('/bank/receive');
  const title = back ? text.bankReceiveTitle : text.paymentSettingTitle;
  usePageTitle(title);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.top(), 'payment-setting');
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{title}</h1>
      {back ? (
        <p className="notice" role="status">
          {text.bankReceiveLead}
        </p>
      ) : null}
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' ? (
        <>
          <p>{text.paymentSettingLead}</p>
          <dl className="summary-list">
            <div>
              <dt>{text.paymentMethod}</dt>
              <dd data-testid="payment-method">
                {state.data.paymentMethod === null ? text.notRegistered : PAYMENT_METHOD_LABELS[state.data.paymentMethod]}
              </dd>
            </div>
          </dl>
          {state.data.paymentMethod === null ? <p className="notice">{text.notRegisteredLead}</p> : null}
          <ul className="statement-top__links">
            {state.data.paymentMethod === PaymentMethod.AccountTransfer ? (
              <li>
                <Link to="/member/jtransfer/agreement">{accountTransferMessages.title}</Link>
              </li>
            ) : null}
            <li>
              <Link to="/member/paylater">{text.paylaterLink}</Link>
            </li>
          </ul>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
