import { Link } from 'react-router';
import { BillSummary } from './BillingStatusPage';
import { memberTopReadMessages as text, topNoticeMessages } from './messages';
import { RestrictionBanner } from './RestrictionBanner';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * What the member top reads about the selected card besides the card itself: the restriction banner (SPEC 8.3),
 * the top-screen notices (SPEC 3.1), this month's bill (SPEC 7.2 claimstatus) and the unread messages. `cardKey`
 * changes when the member switches card, which reads the other card's.
 */
export function MemberTopReads({ cardKey }: { readonly cardKey: string }) {
  const area = useArea();
  const { state } = useRead(async () => {
    const [top, claim] = await Promise.all([area.calls.top(), area.calls.claimStatus()]);
    return { top, claim };
  }, `member-top:${cardKey}`);
  if (state.kind !== 'ready') return null;
  const { top, claim } = state.data;
  return (
    <>
      <RestrictionBanner restriction={top.restriction} />
      {top.notices.length > 0 ? (
        <section aria-labelledby="notices-heading" className="panel">
          <h2 id="notices-heading">{text.noticesHeading}</h2>
          <ul className="top-notices">
            {top.notices.map((notice) => (
              <li
                key={notice}
                className={`notice ${topNoticeMessages[notice].level === 'alert' ? 'notice--error' : ''}`}
                data-notice={notice}
              >
                {topNoticeMessages[notice].text}
                {topNoticeMessages[notice].link ? (
                  <>
                    {' '}
                    <Link to={topNoticeMessages[notice].link.to}>{topNoticeMessages[notice].link.text}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="bill-heading" className="panel">
        <h2 id="bill-heading">{text.billHeading}</h2>
        <BillSummary claim={claim} />
        <p>
          <Link to="/member/billing-status">{text.billLink}</Link>
        </p>
      </section>
      <p className="panel">
        <Link to="/member/message/top" className="member-top__messages" data-testid="messages-link">
          {text.messagesLink(top.unreadMessages)}
        </Link>
      </p>
    </>
  );
}
