import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bffCall } from './bffCall';
import { smsAuthenticationPath } from './safeReturnPath';

export type ProtectedData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/**
 * Loads data the server only gives after a recent SMS check (SPEC 2.7). The server's 4032 is the rule: the
 * member goes to the check (`checkPath`: the SMS page, or the card information's choice of SMS or voice) and comes back here; a lost session goes to login.
 */
export function useSmsProtectedData<T>(apiPath: string, checkPath: (returnTo: string) => string = smsAuthenticationPath): ProtectedData<T> {
  const navigate = useNavigate();
  const location = useLocation();
  const [result, setResult] = useState<ProtectedData<T>>({ state: 'loading' });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    let current = true;
    void bffCall<T>(apiPath).then((answer) => {
      if (!current) return;
      if (answer.ok) return setResult({ state: 'ready', data: answer.data });
      if (answer.codeId === '4032') return void navigate(checkPath(here), { replace: true });
      // /login is the server's, not a page of the app.
      if (answer.codeId === '4004') return window.location.replace(`/login?${new URLSearchParams({ redirect: here }).toString()}`);
      setResult({ state: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [apiPath, here, navigate, checkPath]);

  return result;
}
