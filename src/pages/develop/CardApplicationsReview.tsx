import { useCallback, useEffect, useState } from 'react';
import { bffCall } from '../sms/bffCall';

interface PendingApplication {
  readonly id: number;
  readonly memberId: string;
  readonly cardName: string;
}

type Pending = { state: 'loading' } | { state: 'ready'; applications: readonly PendingApplication[] } | { state: 'failed'; message: string };

/**
 * The examination of another card, decided by hand in the demo (issue 16): an issuer's back office decides
 * elsewhere. An approved application becomes the member's new card; the server refuses all of this in production.
 */
export function CardApplicationsReview() {
  const [pending, setPending] = useState<Pending>({ state: 'loading' });
  const [status, setStatus] = useState('');

  const load = useCallback(async () => {
    const answer = await bffCall<{ applications: PendingApplication[] }>('/api/develop/card-applications');
    setPending(answer.ok ? { state: 'ready', applications: answer.data.applications } : { state: 'failed', message: answer.message });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (application: PendingApplication, decision: 'approved' | 'declined') => {
    const answer = await bffCall(`/api/develop/card-applications/${application.id}/decision`, { method: 'post', json: { decision } });
    setStatus(answer.ok ? `${application.cardName}（${application.memberId}）を${decision === 'approved' ? '承認しました' : '見送りました'}。` : answer.message);
    await load();
  };

  return (
    <>
      <h2>カードの追加の審査</h2>
      <p>審査中のお申し込みです。承認すると、その会員のカードの一覧に新しいカード（有効化前）が加わります。</p>
      <p role="status">{status}</p>
      {pending.state === 'loading' && <p>読み込んでいます…</p>}
      {pending.state === 'failed' && <p role="alert">{pending.message}</p>}
      {pending.state === 'ready' &&
        (pending.applications.length === 0 ? (
          <p>審査中のお申し込みはありません。</p>
        ) : (
          <ul aria-label="審査中のお申し込み">
            {pending.applications.map((application) => (
              <li key={application.id}>
                <p>
                  {application.cardName}（{application.memberId}）
                </p>
                <button type="button" className="button button--primary" onClick={() => void decide(application, 'approved')}>
                  承認する
                </button>{' '}
                <button type="button" className="button button--secondary" onClick={() => void decide(application, 'declined')}>
                  見送る
                </button>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
