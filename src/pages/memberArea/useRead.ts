import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/apiAnswer';

export type Read<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly data: T }
  /** 404: the month, line, message or document is not the card's (or no longer there). */
  | { readonly kind: 'notFound' }
  /** 4006: nothing to read for this person (an applicant, a card not in use). */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'failed' };

/**
 * One credentialed read of a member-area page: loading, the answer, or why there is none. `key` names what is
 * read (the month, the line); a new key reads again, and an answer for an old key is never shown.
 */
export function useRead<T>(load: () => Promise<T>, key: string): { state: Read<T>; reload(): void; replace(data: T): void } {
  const [state, setState] = useState<Read<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt (the retry button) decide when load runs again
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    load().then(
      (data) => current && setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) return setState({ kind: 'notFound' });
        if (error instanceof ApiError && error.codeId === '4006') return setState({ kind: 'unavailable' });
        setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when it reads something else.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ kind: 'ready', data }), []);
  return { state, reload, replace };
}
