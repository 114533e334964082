import { useCallback } from 'react';
import { Link } from 'react-router';
import type { MessageSummary } from '../../../api/memberAreaAnswers';
import { japaneseDate } from '../../../validators/japaneseDate';
import { tokyoDate } from './tokyoDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { messageMessages as text, readMessages } from './messages';
import { MoreButton } from './MoreButton';
import { ReadStatus } from './ReadStatus';
import { useArea } from './useArea';
import { useMorePages } from './useMorePages';
import { useRead } from './useRead';
import './memberArea.css';

/** SPEC 2.6 /member/message/top: the member's messages, newest first, unread marked, 24 at a time. */
export default function MessageTopPage() {
  usePageTitle(text.title);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.messages(0), 'messages');
  const ready = state.kind === 'ready' ? state.data : null;
  const first = ready ? { lines: ready.messages, total: ready.total } : null;
  const readMore = useCallback((offset: number) => area.calls.messages(offset).then((page) => page.messages), [area]);
  const pages = useMorePages<MessageSummary>(first, readMore);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {ready ? (
        <>
          <p data-testid="unread-count">{text.unreadCount(ready.unreadCount)}</p>
          {ready.total === 0 ? <p className="notice">{text.empty}</p> : null}
          <ol className="message-list">
            {pages.lines.map((message, index) => (
              <li key={message.id}>
                <Link
                  className="message-list__link"
                  to={`/member/message/detail?id=${message.id}`}
                  ref={index === pages.focusFrom ? (element) => element?.focus() : undefined}
                >
                  {message.unread ? <span className="badge message-list__unread">{text.unread}</span> : null}
                  <span className="message-list__title">{message.title}</span>
                  <span className="message-list__date">{japaneseDate(tokyoDate(message.sentAt))}</span>
                </Link>
              </li>
            ))}
          </ol>
          <MoreButton pages={pages} />
        </>
      ) : null}
      <p className="panel">
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
