import { Fragment } from 'react';
import { sentAtFormat } from './developTime';

export interface MailboxMessage {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly receivedAt: string;
}

/**
 * The mail's text with its links as links to the same page of the service at the address the tester uses (the mail
 * names PUBLIC_ORIGIN), so a tester opens a change link as the member would, in this session.
 */
function MailText({ text }: { readonly text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <p className="mailbox__text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={new URL(part).pathname + new URL(part).search}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** Issue 30: the mail that landed in the local mailbox (no SMTP server configured), newest first. */
export function MailboxList({ messages }: { readonly messages: readonly MailboxMessage[] }) {
  if (messages.length === 0) return <p>受信したメールはまだありません。</p>;
  return (
    <ol className="outbox" aria-label="メール受信箱">
      {messages.map((message) => (
        <li key={message.id}>
          <span className="outbox__to">宛先 {message.to}</span>
          <time dateTime={message.receivedAt}>{sentAtFormat.format(new Date(message.receivedAt))}</time>
          <details>
            <summary>{message.subject}</summary>
            <MailText text={message.text} />
          </details>
        </li>
      ))}
    </ol>
  );
}
