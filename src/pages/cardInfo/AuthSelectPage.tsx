import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { safeReturnPath } from '../sms/safeReturnPath';
import { authSelectMessages as text } from '../sms/smsMessages';
import '../sms/memberPages.css';
// The choices, the badge and the button's place are drawn as a flow step's are (.choices, .choice, .step__actions):
// without it, opened directly, each radio stood on a line of its own above its words, in the browser's fieldset frame.
import '../../styles/flow.css';

type Channel = 'sms' | 'voice';

/**
 * SPEC 2.6 /member/cardinfo/auth-select: before the card information, the member chooses how the one-time code
 * reaches the registered mobile number, by SMS (chosen already) or read out by a voice call for a phone that does
 * not receive SMS. Either way it is SPEC 2.7's check of that number: the next page sends the code and takes it back.
 */
export default function AuthSelectPage() {
  usePageTitle(text.title);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const returnTo = safeReturnPath(query.get('redirect') ?? '/member/cardinfo');
  const [channel, setChannel] = useState<Channel>('sms');
  const id = useId();

  const next = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      `/member/sms/authentication?${new URLSearchParams({ redirect: returnTo, ...(channel === 'voice' ? { channel } : {}) }).toString()}`,
    );
  };

  const choices: readonly { readonly value: Channel; readonly label: string; readonly hint: string }[] = [
    { value: 'sms', label: text.sms, hint: text.smsHint },
    { value: 'voice', label: text.voice, hint: text.voiceHint },
  ];

  return (
    <section className="sms-page" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} tabIndex={-1}>
        {text.title}
      </h1>
      <p>{text.lead}</p>
      <form noValidate onSubmit={next}>
        <fieldset className="field">
          <legend className="field__label">
            {text.legend}
            <span className="badge badge--required" data-required="true">
              {text.required}
            </span>
          </legend>
          <div className="choices">
            {choices.map((choice) => (
              <label key={choice.value} className="choice" htmlFor={`${id}-${choice.value}`}>
                <input
                  type="radio"
                  id={`${id}-${choice.value}`}
                  name="channel"
                  value={choice.value}
                  checked={channel === choice.value}
                  aria-describedby={`${id}-${choice.value}-hint`}
                  onChange={() => setChannel(choice.value)}
                />
                <span className="choice__text">
                  <span>{choice.label}</span>
                  <span className="choice__hint" id={`${id}-${choice.value}-hint`}>
                    {choice.hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="step__actions">
          <button type="submit" className="button button--primary button--block">
            {text.next}
          </button>
        </div>
      </form>
    </section>
  );
}
