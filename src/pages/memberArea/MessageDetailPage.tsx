import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { japaneseDate } from '../../../validators/japaneseDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { messageMessages as text } from './messages';
import { ReadStatus } from './ReadStatus';
import { tokyoDate } from './tokyoDate';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/** SPEC 2.6 /member/message/detail: one message, `?id=`; opening it marks it read (the top's count follows). */
export default function MessageDetailPage() {
  const area = useArea();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const { state, reload } = useRead(() => area.calls.message(id), `message:${id}`);
  const message = state.kind === 'ready' ? state.data : null;
  usePageTitle(message?.title ?? text.title);
  useEffect(() => {
    // Marking read may fail quietly: the message is shown either way, and the next opening marks it again.
    if (message?.unread) area.calls.markRead(String(message.id)).catch(() => undefined);
  }, [area, message]);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{message?.title ?? text.title}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {message ? (
        <article className="message-body">
          <p className="message-body__date">
            {text.sentAt}：{japaneseDate(tokyoDate(message.sentAt))}
          </p>
          {message.body.split('\n').map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      ) : null}
      <p className="panel">
        <Link to="/member/message/top">{text.back}</Link>
      </p>
    </div>
  );
}
