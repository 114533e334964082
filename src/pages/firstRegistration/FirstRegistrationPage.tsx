import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { bffCall } from '../sms/bffCall';
import { firstRegistrationMessages as messages } from './firstRegistrationMessages';
import '../sms/memberPages.css';

interface Registration {
  lastNameKanji: string;
  firstNameKanji: string;
  registrationConfirmed: boolean;
}

/** SPEC 2.6 /member/first/registration: where SPEC 2.7 sends a member whose registration is not confirmed. */
export default function FirstRegistrationPage() {
  usePageTitle(messages.title);
  const navigate = useNavigate();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const agreeId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void bffCall<Registration>('/api/bff/firstRegistration').then((answer) => {
      if (answer.ok) setRegistration(answer.data);
      else setError(answer.message);
    });
  }, []);

  useEffect(() => {
    if (error) summaryRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return setError(messages.agreeRequired);
    setBusy(true);
    const answer = await bffCall<{ registrationConfirmed: boolean }>('/api/bff/firstRegistration', { method: 'post', json: { agreed } });
    setBusy(false);
    if (answer.ok) return void navigate('/member', { replace: true });
    setError(answer.errors[0]?.message ?? answer.message);
  };

  return (
    <section aria-labelledby="first-registration-heading">
      <h1 id="first-registration-heading" tabIndex={-1}>
        {messages.title}
      </h1>
      {error && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <h2>{messages.summaryHeading}</h2>
          <ul>
            <li>
              <a href={`#${agreeId}`}>{error}</a>
            </li>
          </ul>
        </div>
      )}
      {registration === null ? (
        !error && <p role="status">{messages.loading}</p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p className="sms-page__phone">{messages.greeting(`${registration.lastNameKanji} ${registration.firstNameKanji}`)}</p>
          <p>{messages.lead}</p>
          <h2>{messages.termsHeading}</h2>
          <ul>
            {messages.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <div className="field">
            <label className="field__checkbox" htmlFor={agreeId}>
              <input
                id={agreeId}
                type="checkbox"
                checked={agreed}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${agreeId}-error` : undefined}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              <span>
                {messages.agreeLabel} <span className="badge badge--required">{messages.required}</span>
              </span>
            </label>
            {error && (
              <p className="field__error" id={`${agreeId}-error`}>
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {messages.submit}
          </button>
        </form>
      )}
    </section>
  );
}
