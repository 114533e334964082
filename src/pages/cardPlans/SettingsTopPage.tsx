import { Link } from 'react-router';
import { USAGE_RESTRICTION_CHOICE_LABELS } from '../../../enums/settings';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { usePageTitle } from '../../shell/usePageTitle';
import { readMessages } from '../memberArea/messages';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { settingsMessages as text } from './messages';
import { SummaryList } from './SummaryList';
import '../memberArea/memberArea.css';

/** SPEC 2.6 /member/setting/top: the selected card's settings as they are, each with the flow that changes it. */
export default function SettingsTopPage() {
  usePageTitle(text.title);
  const { state, reload } = useRead(() => cardPlanCalls.settings(), 'card-settings');
  const settings = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {settings ? (
        <>
          <SummaryList
            rows={[
              {
                label: text.usageRestriction,
                value: USAGE_RESTRICTION_CHOICE_LABELS[settings.usageRestriction],
                testId: 'usage-restriction',
              },
              { label: text.displayBalance, value: settings.displayBalance ? text.shown : text.hidden },
              { label: text.etcCard, value: text.etcCount(settings.etcCards) },
              { label: text.secure, value: settings.securePasswordRegistered ? text.registered : text.notRegistered },
            ]}
          />
          <section className="panel" aria-labelledby="settings-use">
            <h2 id="settings-use">{text.useHeading}</h2>
            <ul className="link-list">
              <li>
                <Link to="/member/setting/usage-restriction">{text.usageRestriction}</Link>
              </li>
              <li>
                <Link to="/member/setting/display-balance">{text.displayBalance}</Link>
              </li>
              <li>
                <Link to="/member/setting/etc-card">{text.etcCard}</Link>
              </li>
              <li>
                <Link to="/member/setting/family-card/list">{text.familyCard}</Link>
              </li>
              <li>
                <Link to="/member/setting/campaign-status">{text.campaignStatus}</Link>
              </li>
            </ul>
          </section>
          <section className="panel" aria-labelledby="settings-security">
            <h2 id="settings-security">{text.securityHeading}</h2>
            <ul className="link-list">
              <li>
                <Link to="/member/setting/pin-management">{text.pinChange}</Link>
              </li>
              <li>
                <Link to="/member/setting/pin-request">{text.pinRequest}</Link>
              </li>
              <li>
                <Link to="/member/3dsecure">{text.secure}</Link>
              </li>
            </ul>
          </section>
          <section className="panel" aria-labelledby="settings-member">
            <h2 id="settings-member">{text.memberHeading}</h2>
            <ul className="link-list">
              <li>
                <Link to="/member/info/top">{text.memberInfo}</Link>
              </li>
              <li>
                <Link to="/member/mail/setting">{text.mailSetting}</Link>
              </li>
              <li>
                <Link to="/member/mail/lists">{text.mailingLists}</Link>
              </li>
              <li>
                <Link to="/member/banklist">{text.paymentAccount}</Link>
              </li>
              <li>
                <Link to="/member/setting/sbidlinkage/status">{text.partnerIdLinkage}</Link>
              </li>
            </ul>
          </section>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
