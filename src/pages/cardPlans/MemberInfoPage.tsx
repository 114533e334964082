import { Link } from 'react-router';
import { telDisplay } from '../../../validators/phone';
import { zipCodeFormat } from '../../../validators/normalisers';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { JobCode, JOB_CODE_LABELS } from '../../../enums/occupation';
import { isCode } from '../../../enums/codeTable';

const isJobCode = (value: string): value is JobCode => isCode(JobCode, value);
import { usePageTitle } from '../../shell/usePageTitle';
import { readMessages } from '../memberArea/messages';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { memberInfoMessages as text } from './messages';
import { SummaryList } from './SummaryList';
import '../memberArea/memberArea.css';

/** A group of the member's data with the link that changes it (the confirm page's pattern: heading, rows, 変更する). */
function Group({
  id,
  title,
  to,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly to?: string;
  readonly children: React.ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <div className="group-head">
        <h2 id={id}>{title}</h2>
        {to ? (
          <Link to={to} aria-label={text.changeLabel(title)}>
            {text.change}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** SPEC 2.6 /member/info/top: the member's registered data, a change link per group (issue 15). */
export default function MemberInfoPage() {
  usePageTitle(text.title);
  const { state, reload } = useRead(() => cardPlanCalls.memberInfo(), 'member-info');
  const info = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {info ? (
        <>
          <Group id="info-name" title={text.nameHeading}>
            <SummaryList
              rows={[
                { label: text.name, value: `${info.lastNameKanji}　${info.firstNameKanji}` },
                { label: text.kana, value: `${info.lastNameKana}　${info.firstNameKana}` },
              ]}
            />
            <p>{text.nameNote}</p>
          </Group>
          <Group id="info-address" title={text.addressHeading} to="/member/info/setting">
            <SummaryList
              rows={[
                {
                  label: text.address,
                  value:
                    info.homeZipCode && info.homeAddrKanji
                      ? `〒${zipCodeFormat(info.homeZipCode)} ${info.homeAddrKanji}${info.homeSubAddrKanji ?? ''}`
                      : text.notRegistered,
                  testId: 'home-address',
                },
                { label: text.addressKana, value: info.homeAddrKana ?? text.notRegistered, testId: 'home-address-kana' },
                { label: text.tel, value: info.telNumFull ? telDisplay(info.telNumFull) : text.notRegistered },
                { label: text.mobile, value: telDisplay(info.mobileNumber) },
              ]}
            />
          </Group>
          <Group id="info-job" title={text.jobHeading} to="/member/info/job">
            <SummaryList
              rows={[
                {
                  label: text.job,
                  value: info.jobCode && isJobCode(info.jobCode) ? JOB_CODE_LABELS[info.jobCode] : text.notRegistered,
                  testId: 'job',
                },
                { label: text.income, value: info.income === null ? text.notRegistered : text.incomeValue(info.income) },
              ]}
            />
          </Group>
          <Group id="info-residence" title={text.residenceHeading} to="/member/info/nationality">
            <SummaryList rows={[{ label: text.residence, value: info.residence, testId: 'residence' }]} />
          </Group>
          <Group id="info-mail" title={text.mailHeading} to="/member/mail/setting">
            <SummaryList rows={[{ label: text.mail, value: info.mailAddress ?? text.notRegistered, testId: 'mail-address' }]} />
          </Group>
          <Group id="info-lists" title={text.listsHeading} to="/member/mail/lists">
            <SummaryList
              rows={[
                {
                  label: text.lists,
                  value: info.mailingLists.length > 0 ? info.mailingLists.join('、') : text.noLists,
                  testId: 'mailing-lists',
                },
              ]}
            />
          </Group>
          <Group id="info-bank" title={text.bankHeading} to="/member/banklist">
            <SummaryList rows={[{ label: text.bank, value: info.paymentAccount ?? text.notRegistered, testId: 'payment-account' }]} />
          </Group>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
