import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '../../../enums/bank';
import { usePageTitle } from '../../shell/usePageTitle';
import { billingMessages as text, readMessages } from './messages';
import { ReadStatus } from './ReadStatus';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/** SPEC 2.6 /member/payment/setting: the payment method display of SPEC 8.3, or "not registered". */
export default function PaymentSettingPage() {
  usePageTitle(text.paymentSettingTitle);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.top(), 'payment-setting');
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.paymentSettingTitle}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' ? (
        <>
          <p>{text.paymentSettingLead}</p>
          <dl className="summary-list">
            <div>
              <dt>{text.paymentMethod}</dt>
              <dd data-testid="payment-method">{state.data.paymentMethod === null ? text.notRegistered : PAYMENT_METHOD_LABELS[state.data.paymentMethod]}</dd>
            </div>
          </dl>
          {state.data.paymentMethod === null ? <p className="notice">{text.notRegisteredLead}</p> : null}
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
