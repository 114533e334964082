import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { bffCall } from './bffCall';
import { safeReturnPath } from './safeReturnPath';
import { smsMessages as smsWords, voiceMessages } from './smsMessages';
import './memberPages.css';

interface SentChallenge {
  challengeId: string;
  maskedPhoneNumber: string;
}

/** The member's own code: six half-width digits (full-width digits typed on a Japanese keyboard are folded). */
function normaliseCode(value: string): string {
  return value.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0)).replace(/\s/g, '');
}

/**
 * SPEC 2.7 SMS check: send a code to the registered mobile number, enter it, return to the wanted page.
 * The server decides everything (limits, expiry, tries); this page shows its answers.
 */
export default function SmsAuthenticationPage() {
  const [query] = useSearchParams();
  // A voice call reads the same code out: chosen on /member/cardinfo/auth-select for a phone without SMS.
  const channel = query.get('channel') === 'voice' ? 'voice' : 'sms';
  const smsMessages = channel === 'voice' ? voiceMessages : smsWords;
  usePageTitle(smsMessages.title);
  const navigate = useNavigate();
  const returnTo = safeReturnPath(query.get('redirect'));
  const [maskedPhone, setMaskedPhone] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SentChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void bffCall<{ maskedPhoneNumber: string | null }>('/api/bff/sms/status').then((answer) => {
      if (answer.ok) setMaskedPhone(answer.data.maskedPhoneNumber);
      else if (answer.codeId === '4004')
        window.location.replace(`/login?${new URLSearchParams({ redirect: `/member/sms/authentication?${query.toString()}` }).toString()}`);
    });
  }, [query]);

  useEffect(() => {
    if (pageError || codeError) summaryRef.current?.focus();
  }, [pageError, codeError]);

  const send = async (again: boolean) => {
    setBusy(true);
    setPageError(null);
    setCodeError(null);
    const answer = await bffCall<SentChallenge>('/api/bff/sms/send', { method: 'post', json: { channel } });
    setBusy(false);
    if (!answer.ok) {
      setNotice(null);
      setPageError(answer.errors[0]?.message ?? answer.message);
      return;
    }
    setChallenge(answer.data);
    setCode('');
    setNotice(again ? smsMessages.resent : smsMessages.sent(answer.data.maskedPhoneNumber));
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    const typed = normaliseCode(code);
    if (typed === '') return setCodeError(smsMessages.codeRequired);
    if (!/^[0-9]{6}$/.test(typed)) return setCodeError(smsMessages.codeFormat);
    setBusy(true);
    setPageError(null);
    const answer = await bffCall<{ smsVerified: boolean }>('/api/bff/sms/verify', {
      method: 'post',
      json: { challengeId: challenge.challengeId, code: typed },
    });
    setBusy(false);
    if (answer.ok) return void navigate(returnTo, { replace: true });
    const message = answer.errors.find((error) => error.field === 'code')?.message ?? answer.message;
    setNotice(null);
    if (answer.codeId === '4032') {
      // The code can no longer be used: the member starts again with a new one.
      setChallenge(null);
      setCodeError(null);
      setPageError(message);
      return;
    }
    setCodeError(message);
  };

  const errors = [pageError, codeError].filter((message): message is string => message !== null);

  return (
    <section className="sms-page" aria-labelledby="sms-heading">
      <h1 id="sms-heading" tabIndex={-1}>
        {smsMessages.title}
      </h1>
      {errors.length > 0 && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <h2>{smsMessages.summaryHeading}</h2>
          <ul>
            {errors.map((message) => (
              <li key={message}>{codeError === message ? <a href={`#${codeId}`}>{message}</a> : message}</li>
            ))}
          </ul>
        </div>
      )}
      <p>{smsMessages.lead}</p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}

      {challenge === null ? (
        <>
          {maskedPhone && <p className="sms-page__phone">{smsMessages.sendTo(maskedPhone)}</p>}
          <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => void send(false)}>
            {smsMessages.send}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void verify(event)}>
          <div className="field">
            <label className="field__label" htmlFor={codeId}>
              {smsMessages.codeLabel}
              <span className="badge badge--required">{smsMessages.required}</span>
            </label>
            <p className="field__support" id={`${codeId}-support`}>
              {smsMessages.codeSupport}
            </p>
            <input
              id={codeId}
              className="field__input field__input--code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={`${codeId}-support${codeError ? ` ${codeId}-error` : ''}`}
              onChange={(event) => setCode(event.target.value)}
            />
            {codeError && (
              <p className="field__error" id={`${codeId}-error`}>
                {codeError}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {smsMessages.verify}
          </button>
          <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => void send(true)}>
            {smsMessages.resend}
          </button>
          <p className="field__support">{smsMessages.notReceived}</p>
        </form>
      )}
    </section>
  );
}
