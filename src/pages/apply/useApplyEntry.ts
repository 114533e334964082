import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getEntry, LoginRequired, SessionEnded, type ApplyEntry } from './applyApi';

/**
 * The saved application, read from the server when an apply page opens (a reload, a closed tab or another device
 * resumes from it). `fail` handles any call's failure the same way: log in again, nothing when the API client
 * has already shown the session-error page, else the system error screen.
 */
export function useApplyEntry() {
  const [entry, setEntry] = useState<ApplyEntry | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof LoginRequired) window.location.assign(`/login?redirect=${encodeURIComponent(pathname)}`);
      else if (!(error instanceof SessionEnded)) void navigate('/error', { replace: true });
    },
    [navigate, pathname],
  );

  useEffect(() => {
    let current = true;
    getEntry().then((found) => current && setEntry(found), fail);
    return () => {
      current = false;
    };
    // Read once per visit to the flow; afterwards every save answers the new state.
  }, []);

  return { entry, setEntry, fail };
}
