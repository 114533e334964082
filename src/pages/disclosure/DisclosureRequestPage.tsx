import { useState } from 'react';
import { Link } from 'react-router';
import type { DisclosurePageAnswer, DisclosureRequestedAnswer } from '../../../api/disclosureAnswers';
import { japaneseDate } from '../../../validators/japaneseDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { tokyoDate } from '../memberArea/tokyoDate';
import { bffCall } from '../sms/bffCall';
import { useSmsProtectedData } from '../sms/useSmsProtectedData';
import { disclosureMessages as text } from './disclosureMessages';
import '../sms/memberPages.css';

type Request = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; mailedTo: string } | { state: 'refused'; message: string };

/**
 * APPI 第33条 in the member area: behind the SMS check (the server's 4032 sends the member to it and back), what is
 * disclosed and how it arrives, the request, and the requests made so far. One Idempotency-Key per visit: a second
 * press while the first is on its way is the same request.
 */
export default function DisclosureRequestPage() {
  usePageTitle(text.title);
  const result = useSmsProtectedData<DisclosurePageAnswer>('/api/bff/member/disclosure');
  const [key] = useState(() => crypto.randomUUID());
  const [request, setRequest] = useState<Request>({ state: 'idle' });
  // The server's link lifetime, said before the request and after it.
  const linkDays = result.state === 'ready' ? result.data.linkDays : 0;

  const ask = async () => {
    setRequest({ state: 'sending' });
    const answer = await bffCall<DisclosureRequestedAnswer>('/api/bff/member/disclosure', {
      method: 'post',
      json: {},
      idempotencyKey: key,
    });
    setRequest(
      answer.ok
        ? { state: 'sent', mailedTo: answer.data.mailedTo }
        : { state: 'refused', message: answer.errors[0]?.message ?? answer.message },
    );
  };

  if (request.state === 'sent')
    return (
      <section aria-labelledby="disclosure-sent-heading">
        {/* A heading of its own (keyed): the answer is the next screen, as a flow's result page is. */}
        <h1 id="disclosure-sent-heading" key="sent" tabIndex={-1}>
          {text.sentTitle}
        </h1>
        <p className="notice" role="status">
          {text.requested(request.mailedTo)}
        </p>
        <p>{text.how(linkDays)}</p>
        <p className="panel">
          <Link to="/member/info/top">{text.backToInfo}</Link>
        </p>
      </section>
    );

  return (
    <section aria-labelledby="disclosure-heading">
      <h1 id="disclosure-heading" key="request" tabIndex={-1}>
        {text.title}
      </h1>
      {result.state === 'loading' && <p role="status">{text.loading}</p>}
      {result.state === 'failed' && <p role="alert">{result.message}</p>}
      {result.state === 'ready' && (
        <>
          <p>{text.lead}</p>
          <h2>{text.contentsHeading}</h2>
          <ul>
            {text.contents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{text.howHeading}</h2>
          <p>{text.how(linkDays)}</p>
          <p>{text.format}</p>
          {result.data.mailAddress === null ? (
            <>
              <p className="notice notice--error" role="alert">
                {text.noMailAddress}
              </p>
              <Link className="button button--secondary button--block" to="/member/mail/setting">
                {text.registerMail}
              </Link>
            </>
          ) : (
            <>
              <p className="sms-page__phone" data-testid="disclosure-mail-to">
                {text.mailTo(result.data.mailAddress)}
              </p>
              {result.data.requests.some((row) => row.state === 'waiting') && <p className="field__support">{text.replacesEarlier}</p>}
              {request.state === 'refused' && (
                <p className="notice notice--error" role="alert">
                  {request.message}
                </p>
              )}
              <p role="status">{request.state === 'sending' ? text.requesting : ''}</p>
              <button
                type="button"
                className="button button--primary button--block"
                disabled={request.state === 'sending'}
                onClick={() => void ask()}
              >
                {text.request}
              </button>
            </>
          )}
          {result.data.requests.length > 0 && (
            <>
              <h2>{text.historyHeading}</h2>
              <ul className="card-list" aria-label={text.historyHeading}>
                {result.data.requests.map((row) => (
                  <li key={row.requestedAt}>
                    <dl>
                      <dt>{text.requestedAt}</dt>
                      <dd>
                        {japaneseDate(tokyoDate(row.requestedAt))}（{text.receivedBy[row.receivedBy]}）
                      </dd>
                      <dt>{text.stateLabel}</dt>
                      <dd>
                        {text.state[row.state]}
                        {row.state === 'waiting' ? `（${text.expiresAt(japaneseDate(tokyoDate(row.expiresAt)))}）` : ''}
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="panel">
            <Link to="/member/info/top">{text.backToInfo}</Link>
          </p>
        </>
      )}
    </section>
  );
}
