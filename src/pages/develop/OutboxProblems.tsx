import { useState } from 'react';
import { bffCall } from '../sms/bffCall';
import { sentAtFormat } from './developTime';

export interface OutboxProblem {
  readonly id: number;
  readonly channel: 'mail' | 'sms' | 'voice';
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string | null;
  readonly status: 'pending' | 'sending' | 'dead';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly resendable: boolean;
}

const channelLabels = { mail: 'メール', sms: 'SMS', voice: '電話' } as const;
const statusLabels = { pending: '再送待ち', sending: '送信中（応答なし）', dead: '送信できませんでした' } as const;

/**
 * Issue 30 item 6: the messages that could not be delivered (given up) or keep failing, with the reason, and a
 * resend of a given-up mail (a one-time code is not resent: its owner asks for a new one).
 */
export function OutboxProblems({
  problems,
  onChanged,
}: {
  readonly problems: readonly OutboxProblem[];
  readonly onChanged: () => Promise<void>;
}) {
  const [status, setStatus] = useState('');
  const resend = async (problem: OutboxProblem) => {
    const answer = await bffCall(`/api/develop/outbox/${problem.id}/resend`, { method: 'post' });
    setStatus(
      answer.ok
        ? `${problem.recipient} 宛ての「${problem.subject ?? problem.kind}」を再送します。`
        : (answer.errors[0]?.message ?? answer.message),
    );
    await onChanged();
  };
  return (
    <>
      <p role="status">{status}</p>
      {problems.length === 0 ? (
        <p>送信できなかったメッセージはありません。</p>
      ) : (
        <ul className="outbox" aria-label="送信できなかったメッセージ">
          {problems.map((problem) => (
            <li key={problem.id}>
              <span className="outbox__to">
                {channelLabels[problem.channel]} 宛先 {problem.recipient}・{statusLabels[problem.status]}（{problem.attempts}回試行）
              </span>
              <time dateTime={problem.createdAt}>{sentAtFormat.format(new Date(problem.createdAt))}</time>
              <p>{problem.subject ?? problem.kind}</p>
              {problem.lastError && <p className="outbox__to">理由：{problem.lastError}</p>}
              {problem.resendable && (
                <button type="button" className="button button--secondary" onClick={() => void resend(problem)}>
                  再送する
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
