import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getEntry, LoginRequired, SessionEnded, type ApplyEntry } from './applyApi';
import { captureLanding } from './landing';

/**
 * The saved application, read from the server when an apply page opens (a reload, a closed tab or another device
 * resumes from it). `fail` handles any call's failure the same way: log in again, nothing when the API client
 * has already shown the session-error page, else the system error screen.
 */
export function useApplyEntry() {
  const [entry, setEntry] = useState<ApplyEntry | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const fail = useCallback(
    (error: unknown) => {
      // The query goes along: it may carry the landing (SPEC 2.7 keeps the original query for the session).
      if (error instanceof LoginRequired) window.location.assign(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      else if (!(error instanceof SessionEnded)) void navigate('/error', { replace: true });
    },
    [navigate, pathname, search],
  );

  useEffect(() => {
    captureLanding(search);
    let current = true;
    getEntry().then((found) => current && setEntry(found), fail);
    return () => {
      current = false;
    };
    // Read once per visit to the flow; afterwards every save answers the new state.
  }, []);

  return { entry, setEntry, fail };
}
