import { useEffect, useState } from 'react';
import { ApiError } from '../../api/apiAnswer';
import { bff } from '../../api/appClient';
import type { ExMemberCredential } from '../../../api/bffAnswers';
import { goToLogin } from '../member/loginRedirect';

export type ExMemberCards =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly cards: readonly ExMemberCredential['exCard'][] }
  | { readonly kind: 'notFormer' }
  | { readonly kind: 'failed' };

/**
 * A former member's old cards, one credential per card by index (SPEC 6: former member, separate credential
 * selected by index); the first answer says how many there are.
 */
export function useExMemberCards(path: string): { state: ExMemberCards; reload(): void } {
  const [state, setState] = useState<ExMemberCards>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    (async () => {
      const first = await bff.getCredentialForExMember(0);
      const rest = await Promise.all(Array.from({ length: first.exCardCount - 1 }, (_, index) => bff.getCredentialForExMember(index + 1)));
      return [first, ...rest].map((answer) => answer.exCard);
    })()
      .then((cards) => current && setState({ kind: 'ready', cards }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) return goToLogin(path);
        if (error instanceof ApiError && error.status === 403) return setState({ kind: 'notFormer' });
        // Index 0 out of range: a former member whose old cards are all gone.
        if (error instanceof ApiError && error.status === 400) return setState({ kind: 'ready', cards: [] });
        setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt, path]);

  return { state, reload: () => setAttempt((value) => value + 1) };
}
