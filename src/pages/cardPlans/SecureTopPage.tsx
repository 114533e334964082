import { Link } from 'react-router';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { settingsMessages as text } from './messages';
import { SummaryList } from './SummaryList';
import '../memberArea/memberArea.css';

/** SPEC 2.6 /member/3dsecure: what 3-D Secure is, whether a password is set, and the way to set or change it. */
export default function SecureTopPage() {
  usePageTitle(text.secureTitle);
  const { state, reload } = useRead(() => cardPlanCalls.settings(), 'card-settings');
  const settings = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.secureTitle}</h1>
      <p>{text.secureLead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {settings ? (
        <>
          <SummaryList
            rows={[
              {
                label: text.secureStatus,
                value: settings.securePasswordRegistered ? text.registered : text.notRegistered,
                testId: 'secure-status',
              },
            ]}
          />
          <Link
            className="button button--primary button--block"
            to={settings.securePasswordRegistered ? '/member/3dsecure/change' : '/member/3dsecure/register'}
          >
            {settings.securePasswordRegistered ? text.secureChange : text.secureRegister}
          </Link>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member/setting/top">{text.backToSettings}</Link>
      </p>
    </div>
  );
}
