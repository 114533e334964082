import { useCallback, useEffect, useState } from 'react';
import { bffCall } from '../sms/bffCall';

export interface UnderReview {
  readonly id: number;
  readonly memberId: string;
  readonly label: string;
}

export interface ReviewQueueProps {
  readonly heading: string;
  readonly lead: string;
  /** GET: what is under review, as the page lists it. */
  readonly read: () => Promise<{ ok: true; items: readonly UnderReview[] } | { ok: false; message: string }>;
  /** POST { decision }: approved or declined. */
  readonly decisionPath: (id: number) => string;
}

type Pending = { state: 'loading' } | { state: 'ready'; items: readonly UnderReview[] } | { state: 'failed'; message: string };

/**
 * An examination decided by hand in the demo (issue 16: another card, a gold upgrade): an issuer's back office decides
 * elsewhere, and the server refuses these calls in production.
 */
export function ReviewQueue({ heading, lead, read, decisionPath }: ReviewQueueProps) {
  const [pending, setPending] = useState<Pending>({ state: 'loading' });
  const [status, setStatus] = useState('');

  const load = useCallback(async () => {
    const answer = await read();
    setPending(answer.ok ? { state: 'ready', items: answer.items } : { state: 'failed', message: answer.message });
  }, [read]);

  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (item: UnderReview, decision: 'approved' | 'declined') => {
    const answer = await bffCall(decisionPath(item.id), { method: 'post', json: { decision } });
    setStatus(answer.ok ? `${item.label}（${item.memberId}）を${decision === 'approved' ? '承認しました' : '見送りました'}。` : answer.message);
    await load();
  };

  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <p>{lead}</p>
      <p role="status">{status}</p>
      {pending.state === 'loading' && <p>読み込んでいます…</p>}
      {pending.state === 'failed' && <p role="alert">{pending.message}</p>}
      {pending.state === 'ready' &&
        (pending.items.length === 0 ? (
          <p>審査中のお申し込みはありません。</p>
        ) : (
          <ul aria-label={`${heading}（審査中）`}>
            {pending.items.map((item) => (
              <li key={item.id}>
                <p>
                  {item.label}（{item.memberId}）
                </p>
                <button type="button" className="button button--primary" onClick={() => void decide(item, 'approved')}>
                  承認する
                </button>{' '}
                <button type="button" className="button button--secondary" onClick={() => void decide(item, 'declined')}>
                  見送る
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
