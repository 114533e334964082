import { useCallback, useEffect, useState } from 'react';
import { TOKYO } from '../../../validators/calendar';
import { usePageTitle } from '../../shell/usePageTitle';
import { bffCall } from '../sms/bffCall';
import { CardApplicationsReview, GoldUpgradesReview } from './CardApplicationsReview';
import '../sms/memberPages.css';

interface OutboxMessage {
  id: number;
  maskedPhoneNumber: string;
  body: string;
  /** An SMS, or a voice call's script (the card information's step-up by phone). */
  channel: 'sms' | 'voice';
  sentAt: string;
}

type Outbox = { state: 'loading' } | { state: 'ready'; messages: OutboxMessage[] } | { state: 'refused' } | { state: 'failed'; message: string };

const sentAtFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: TOKYO, dateStyle: 'medium', timeStyle: 'medium' });

/**
 * SPEC 2.2 /develop: the SMS outbox of the embedded sender (DESIGN.md), so a tester can finish the SMS check
 * without a phone. The server refuses the list in production and the page says so.
 */
export default function DevelopPage() {
  usePageTitle('開発者向けページ');
  const [outbox, setOutbox] = useState<Outbox>({ state: 'loading' });

  const load = useCallback(async () => {
    const answer = await bffCall<{ messages: OutboxMessage[] }>('/api/develop/sms-outbox');
    if (answer.ok) setOutbox({ state: 'ready', messages: answer.data.messages });
    else if (answer.status === 404) setOutbox({ state: 'refused' });
    else setOutbox({ state: 'failed', message: answer.message });
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
      <p>組み込みのSMS送信機能が送ったメッセージと、電話で読み上げた内容です（新しい順に20件）。本番環境では表示されません。</p>
      {outbox.state === 'loading' && <p role="status">読み込んでいます…</p>}
      {outbox.state === 'refused' && <p role="alert">本番環境では、SMSの送信記録を表示できません。</p>}
      {outbox.state === 'failed' && <p role="alert">{outbox.message}</p>}
      {outbox.state === 'ready' &&
        (outbox.messages.length === 0 ? (
          <p>送信されたSMSはまだありません。</p>
        ) : (
          <ol className="outbox" aria-label="SMS送信記録">
            {outbox.messages.map((message) => (
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
      <button type="button" className="button button--secondary button--block" onClick={() => void load()}>
        最新の状態に更新する
      </button>
      <CardApplicationsReview />
      <GoldUpgradesReview />
    </section>
  );
}
