import { useCallback, useEffect, useState } from 'react';
import { usePageTitle } from '../../shell/usePageTitle';
import { bffCall } from '../sms/bffCall';
import { sentAtFormat } from './developTime';
import { MailboxList, type MailboxMessage } from './MailboxList';
import { OutboxProblems, type OutboxProblem } from './OutboxProblems';
import '../sms/memberPages.css';

interface OutboxMessage {
  id: number;
  maskedPhoneNumber: string;
  body: string;
  /** An SMS, or a voice call's script (the card information's step-up by phone). */
  channel: 'sms' | 'voice';
  sentAt: string;
}

interface Lists {
  readonly sms: readonly OutboxMessage[];
  readonly smsWaiting: number;
  readonly mail: readonly MailboxMessage[];
  readonly mailWaiting: number;
  readonly problems: readonly OutboxProblem[];
}

type Outbox = { state: 'loading' } | ({ state: 'ready' } & Lists) | { state: 'refused' } | { state: 'failed'; message: string };

const waitingText = (count: number) => (count > 0 ? `送信待ちが${count}件あります。まもなく届きます。` : '');

/**
 * SPEC 2.2 /develop: where messages land without an SMS gateway or an SMTP server (the local SMS outbox and mailbox,
 * issue 30), so a tester can finish the SMS check and open a mail's link without a phone or an inbox, and the
 * messages that could not be delivered. The server refuses every list in production and the page says so.
 */
export default function DevelopPage() {
  usePageTitle('開発者向けページ');
  const [outbox, setOutbox] = useState<Outbox>({ state: 'loading' });

  const load = useCallback(async () => {
    const [sms, mail, problems] = await Promise.all([
      bffCall<{ messages: OutboxMessage[]; waiting: number }>('/api/develop/sms-outbox'),
      bffCall<{ messages: MailboxMessage[]; waiting: number }>('/api/develop/mailbox'),
      bffCall<{ messages: OutboxProblem[] }>('/api/develop/outbox/problems'),
    ]);
    if (sms.ok && mail.ok && problems.ok) {
      setOutbox({
        state: 'ready',
        sms: sms.data.messages,
        smsWaiting: sms.data.waiting,
        mail: mail.data.messages,
        mailWaiting: mail.data.waiting,
        problems: problems.data.messages,
      });
    } else if (!sms.ok && sms.status === 404) setOutbox({ state: 'refused' });
    else setOutbox({ state: 'failed', message: [sms, mail, problems].find((answer) => !answer.ok)?.message ?? '' });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="develop-heading">
      <h1 id="develop-heading" tabIndex={-1}>
        開発者向けページ
      </h1>
      <h2>SMS送信記録</h2>
      <p>
        SMSの送信先（ゲートウェイ）が設定されていないときに、送ったメッセージと電話で読み上げた内容です（新しい順に20件）。本番環境では表示されません。
      </p>
      {outbox.state === 'loading' && <p role="status">読み込んでいます…</p>}
      {outbox.state === 'refused' && <p role="alert">本番環境では、SMSの送信記録を表示できません。</p>}
      {outbox.state === 'failed' && <p role="alert">{outbox.message}</p>}
      {outbox.state === 'ready' && <p role="status">{waitingText(outbox.smsWaiting)}</p>}
      {outbox.state === 'ready' &&
        (outbox.sms.length === 0 ? (
          <p>送信されたSMSはまだありません。</p>
        ) : (
          <ol className="outbox" aria-label="SMS送信記録">
            {outbox.sms.map((message) => (
              <li key={message.id}>
                <span className="outbox__to">
                  {message.channel === 'voice' ? '電話' : 'SMS'} 宛先 {message.maskedPhoneNumber}
                </span>
                <time dateTime={message.sentAt}>{sentAtFormat.format(new Date(message.sentAt))}</time>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        ))}
      <h2>メール受信箱</h2>
      <p>メールの送信先（SMTPサーバー）が設定されていないときに、送ったメールです（新しい順に20件）。件名を押すと本文が開きます。</p>
      {outbox.state === 'ready' && <p role="status">{waitingText(outbox.mailWaiting)}</p>}
      {outbox.state === 'ready' && <MailboxList messages={outbox.mail} />}
      <h2>送信できなかったメッセージ</h2>
      <p>送信先が受け取らなかったメッセージと、再送を待っているメッセージです。</p>
      {outbox.state === 'ready' && <OutboxProblems problems={outbox.problems} onChanged={load} />}
      <button type="button" className="button button--secondary button--block" onClick={() => void load()}>
        最新の状態に更新する
      </button>
    </section>
  );
}
