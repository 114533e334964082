import '../../../styles/flow.css';
import './bank.css';
import { Link, useLocation } from 'react-router';
import { flowRegistry } from '../../../../flows/index';
import { usePageTitle } from '../../../shell/usePageTitle';
import { ErrorIcon } from '../../../components/ErrorView/ErrorIcon';
import { bankMessages } from './bankMessages';

/**
 * The bank flows' failure page (their registry `errorRoute`: /apply/bank/error, /member/banklist/setting/error): the
 * account could not be registered — the server refused the save (4006: the registration was finished or moved on
 * from another device) or the call failed. The way back is the flow's bank list, which shows where the saved
 * registration stands (or its completion).
 */
export default function BankErrorPage() {
  usePageTitle(bankMessages.errorTitle);
  const { pathname } = useLocation();
  const retry = flowRegistry.find((flow) => flow.errorRoute === pathname.replace(/\/+$/, ''))?.routes[0] ?? '/apply/banklist';
  const home = retry.startsWith('/member') ? '/member' : '/';
  return (
    <section className="error-view bank-error" data-error-screen="bankRegistration" aria-labelledby="error-heading">
      <ErrorIcon kind="error" />
      <h1 id="error-heading" tabIndex={-1}>
        {bankMessages.errorTitle}
      </h1>
      <p className="error-view__description">{bankMessages.errorLead}</p>
      <Link className="button button--primary" to={retry} replace>
        {bankMessages.errorRetry}
      </Link>
      <Link className="button button--secondary" to={home}>
        {bankMessages.toTop}
      </Link>
    </section>
  );
}
