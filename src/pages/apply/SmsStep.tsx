import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flowMessages } from '../../flow/messages';
import type { FlowPageProps } from '../../flow/pages/flowPageProps';
import { schemaOf } from '../../flow/pages/schemaOf';
import { StepProgress } from '../../flow/StepProgress';
import { RequirementBadge } from '../../flow/theme/RequirementBadge';
import { usePageTitle } from '../../shell/usePageTitle';
import { sendSmsCode, verifySmsCode, type SentCode } from './smsApi';
import './applyNotice.css';
import { applyMessage, applyMessages } from './applyMessages';
import './smsStep.css';

/** Six half-width digits; full-width digits typed on a Japanese keyboard are folded, spaces dropped. */
function normaliseCode(value: string): string {
  return value.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0)).replace(/\s/g, '');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** 090-1234-5678: the saved number (digits only) as people read it. */
const readable = (digits: string): string =>
  /^[0-9]{11}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : digits;

/**
 * The `sms` page (/apply/sms/authentication): a code goes to the mobile number saved on the phone step; the typed
 * code makes the server record the number as verified, then the step is saved with that number. Limits, expiry and
 * tries are the server's; this page shows its answers. A number already verified (coming back) only needs 「次へ」.
 */
export default function SmsStep({ view, step, form, save, fail: onFail, back, notice: flowNotice }: FlowPageProps) {
  const schema = schemaOf(form, step.schema).schema ?? {};
  const title = text(schema['title']);
  usePageTitle(title);
  const progress = step.position;
  const mobile = text(view.answers['phoneNumber']?.['mobNumFull']);
  const alreadyVerified = text(view.answers[step.state]?.['smsAuthMobNum']) === mobile && mobile !== '';
  const [challenge, setChallenge] = useState<SentCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pageError || codeError) summaryRef.current?.focus();
  }, [pageError, codeError]);

  const saveVerified = async (smsAuthMobNum: string) => {
    const result = await save({ smsAuthMobNum });
    if (!result.ok) setPageError(result.errors[0]?.message ?? flowMessages.saveFailed);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setPageError(null);
    setCodeError(null);
    try {
      await work();
    } catch (error) {
      onFail(error);
    } finally {
      setBusy(false);
    }
  };

  const send = (again: boolean) =>
    run(async () => {
      const answer = await sendSmsCode();
      if (answer.kind !== 'ok') {
        setNotice(null);
        setPageError(answer.message);
        return;
      }
      setChallenge(answer.data);
      setCode('');
      setNotice(again ? applyMessages.smsResent : applyMessage('smsSent', { number: answer.data.maskedPhoneNumber }));
    });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    const typed = normaliseCode(code);
    if (typed === '') return setCodeError(applyMessages.smsCodeRequired);
    if (!/^[0-9]{6}$/.test(typed)) return setCodeError(applyMessages.smsCodeFormat);
    void run(async () => {
      const answer = await verifySmsCode(challenge.challengeId, typed);
      if (answer.kind === 'ok') return saveVerified(answer.data.smsAuthMobNum);
      setNotice(null);
      if (answer.kind === 'expired') {
        // The code can no longer be used (SPEC 8.1 4032): the applicant asks for a new one.
        setChallenge(null);
        setPageError(answer.message);
        return;
      }
      setCodeError(answer.message);
    });
  };

  const errors = [pageError, codeError].filter((message): message is string => message !== null);

  return (
    <div className="step">
      {back}
      {progress && <StepProgress n={progress.n} m={progress.m} />}
      {flowNotice}
      <h1 tabIndex={-1}>{title}</h1>
      {errors.length > 0 && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${codeId}-summary`}>
          <h2 id={`${codeId}-summary`} className="error-summary__heading">
            {flowMessages.errorSummaryHeading}
          </h2>
          <ul className="error-summary__list">
            {errors.map((message) => (
              <li key={message}>{codeError === message ? <a href={`#${codeId}`}>{message}</a> : message}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="step__lead">{text(schema['description'])}</p>
      {notice && (
        <p className="apply-notice" role="status">
          {notice}
        </p>
      )}

      {alreadyVerified && challenge === null ? (
        <>
          <p className="sms-step__done">{applyMessage('smsVerified', { number: readable(mobile) })}</p>
          <div className="step__actions">
            <button
              type="button"
              className="button button--primary button--block"
              disabled={busy}
              onClick={() => void run(() => saveVerified(mobile))}
            >
              {flowMessages.next}
            </button>
          </div>
        </>
      ) : challenge === null ? (
        <>
          <p className="sms-step__phone">{applyMessage('smsSendTo', { number: readable(mobile) })}</p>
          <div className="step__actions">
            <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => void send(false)}>
              {applyMessages.smsSend}
            </button>
          </div>
        </>
      ) : (
        <form className="step__form" noValidate onSubmit={verify}>
          <div className="field" data-invalid={Boolean(codeError)}>
            <label className="field__label" htmlFor={codeId}>
              <span className="field__label-text">{applyMessages.smsCodeLabel}</span>
              <RequirementBadge required />
            </label>
            <p className="field__hint" id={`${codeId}-hint`}>
              {applyMessages.smsCodeHint}
            </p>
            <input
              id={codeId}
              className="input input--code"
              name="oneTimeCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={`${codeId}-hint${codeError ? ` ${codeId}-error` : ''}`}
              onChange={(event) => setCode(event.target.value)}
            />
            {codeError && (
              <p className="field__error" id={`${codeId}-error`}>
                {codeError}
              </p>
            )}
          </div>
          <div className="step__actions">
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {applyMessages.smsVerify}
            </button>
            <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => void send(true)}>
              {applyMessages.smsResend}
            </button>
          </div>
          <p className="field__hint sms-step__hint">{applyMessages.smsNotReceived}</p>
        </form>
      )}
    </div>
  );
}
