import { useEffect, useState } from 'react';
import { ApiError } from '../../api/apiAnswer';
import { bff } from '../../api/appClient';
import type { ExMemberCredential } from '../../../api/bffAnswers';
import { goToLogin } from '../member/loginRedirect';
import { useFirstRead, useStartedDrawn } from '../../api/firstReads';

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
  const drawn = useFirstRead('exMemberCards', async () => {
    const read = await readCards();
    return read === 'loginRequired' || read.kind === 'failed' ? undefined : read;
  });
  const startedDrawn = useStartedDrawn(drawn !== undefined);
  const [state, setState] = useState<ExMemberCards>(drawn ?? { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger
  useEffect(() => {
    if (startedDrawn()) return;
    let current = true;
    setState({ kind: 'loading' });
    void readCards().then((read) => {
      if (!current) return;
      if (read === 'loginRequired') return goToLogin(path);
      setState(read);
    });
    return () => {
      current = false;
    };
  }, [attempt, path]);

  return { state, reload: () => setAttempt((value) => value + 1) };
}

async function readCards(): Promise<Exclude<ExMemberCards, { kind: 'loading' }> | 'loginRequired'> {
  try {
    const first = await bff.getCredentialForExMember(0);
    const rest = await Promise.all(Array.from({ length: first.exCardCount - 1 }, (_, index) => bff.getCredentialForExMember(index + 1)));
    return { kind: 'ready', cards: [first, ...rest].map((answer) => answer.exCard) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'loginRequired';
    if (error instanceof ApiError && error.status === 403) return { kind: 'notFormer' };
    // Index 0 out of range: a former member whose old cards are all gone.
    if (error instanceof ApiError && error.status === 400) return { kind: 'ready', cards: [] };
    return { kind: 'failed' };
  }
}
