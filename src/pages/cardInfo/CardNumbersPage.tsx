import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { bffCall } from '../sms/bffCall';
import { cardInfoAuthSelectPath } from '../sms/safeReturnPath';
import { cardNumbersMessages as text } from './cardInfoMessages';
import '../sms/memberPages.css';

interface CardNumbers {
  readonly number: string;
  readonly expiry: string;
  readonly securityCode: string;
  readonly nickname: string;
}

/** How long the numbers stay on the screen before the page hides them by itself. */
const SHOWN_SECONDS = 60;

/**
 * SPEC 2.6 /member/cardinfo/cvv (issue 16, PCI DSS 3.3.1.2, 3.4.1): a card's full number, expiry and security code,
 * asked for with a tap after the SMS check, held only in this page's memory, hidden after a minute, when the page
 * is left or put in the background, and never written to any storage (the answer is no-store).
 */
export default function CardNumbersPage() {
  usePageTitle(text.title);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const index = Number(new URLSearchParams(search).get('card') ?? '');
  const known = Number.isInteger(index) && index >= 0 && index < 100;
  const [numbers, setNumbers] = useState<CardNumbers | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  const hide = useCallback(() => {
    setNumbers(null);
    setStatus(text.hidden);
  }, []);

  useEffect(() => {
    if (!numbers) return;
    const timer = window.setTimeout(hide, SHOWN_SECONDS * 1000);
    const onHidden = () => document.visibilityState === 'hidden' && hide();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [numbers, hide]);

  const show = async () => {
    setFailure('');
    const answer = await bffCall<CardNumbers>('/api/bff/cardinfo/numbers', { method: 'post', json: { index } });
    if (answer.ok) {
      setNumbers(answer.data);
      setStatus(text.showing);
      return;
    }
    if (answer.codeId === '4032') return void navigate(cardInfoAuthSelectPath(`${pathname}${search}`), { replace: true });
    if (answer.codeId === '4004')
      return window.location.replace(`/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`);
    setFailure(answer.errors[0]?.message ?? answer.message);
  };

  return (
    <section aria-labelledby="card-numbers-heading">
      <h1 id="card-numbers-heading" tabIndex={-1}>
        {text.title}
      </h1>
      <p>{text.lead}</p>
      {!known ? <p role="alert">{text.notFound}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <p role="status">{status}</p>
      {numbers ? (
        <div className="card-numbers" data-testid="card-numbers">
          <p>
            <strong>{numbers.nickname}</strong>
          </p>
          <dl>
            <dt>{text.number}</dt>
            <dd className="card-numbers__value" translate="no">
              {numbers.number}
            </dd>
            <dt>{text.expiry}</dt>
            <dd className="card-numbers__value" translate="no">
              {numbers.expiry}
            </dd>
            <dt>{text.securityCode}</dt>
            <dd className="card-numbers__value" translate="no">
              {numbers.securityCode}
            </dd>
          </dl>
          <button type="button" className="button button--secondary button--block" onClick={hide}>
            {text.hide}
          </button>
        </div>
      ) : known ? (
        <button type="button" className="button button--primary button--block" onClick={() => void show()}>
          {text.show}
        </button>
      ) : null}
      <p className="field__support">{text.never}</p>
      <p>
        <Link to="/member/cardinfo">{text.back}</Link>
      </p>
    </section>
  );
}
