import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/apiAnswer';
import { useFirstRead, useStartedDrawn } from '../../api/firstReads';

export type Read<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly data: T }
  /** 404: the month, line, message or document is not the card's (or no longer there). */
  | { readonly kind: 'notFound' }
  /** 4006: nothing to read for this person (an applicant, a card not in use). */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'failed' };

async function settle<T>(load: () => Promise<T>): Promise<Read<T>> {
  try {
    return { kind: 'ready', data: await load() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
    if (error instanceof ApiError && error.codeId === '4006') return { kind: 'unavailable' };
    return { kind: 'failed' };
  }
}

/**
 * One credentialed read of a member-area page: loading, the answer, or why there is none. `key` names what is
 * read (the month, the line); a new key reads again, and an answer for an old key is never shown. A page the server
 * drew starts from the answer it was drawn with (src/api/firstReads.ts); a failure there is read again here.
 */
export function useRead<T>(load: () => Promise<T>, key: string): { state: Read<T>; reload(): void; replace(data: T): void } {
  const drawn = useFirstRead(`read:${key}`, async () => {
    const read = await settle(load);
    return read.kind === 'failed' ? undefined : read;
  });
  const [state, setState] = useState<Read<T>>(drawn ?? { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const startedDrawn = useStartedDrawn(drawn !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt (the retry button) decide when load runs again
  useEffect(() => {
    if (startedDrawn()) return;
    let current = true;
    setState({ kind: 'loading' });
    void settle(load).then((read) => current && setState(read));
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when it reads something else.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ kind: 'ready', data }), []);
  return { state, reload, replace };
}
