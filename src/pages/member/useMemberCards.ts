import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/apiAnswer';
import { sessionErrorPath } from '../../api/client';
import { api, credentials } from '../../api/appClient';
import { forgetViews } from '../../flow/flowViews';
import type { CardListItem } from '../../../api/bffAnswers';
import { CredentialUnavailableError, NotLoggedInError } from '../../api/credentialSource';
import { goToLogin } from './loginRedirect';
import { useFirstRead, useStartedDrawn } from '../../api/firstReads';

export type MemberCards =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly cards: readonly CardListItem[] }
  | { readonly kind: 'noCards' }
  | { readonly kind: 'failed' };

export type SwitchState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'switching' }
  | { readonly kind: 'switched'; readonly card: CardListItem }
  | { readonly kind: 'failed' };

const readCards = () => api.get<{ cardList: CardListItem[] }>('/external/v1/user/multiple/cards/web');
const cardsOf = ({ cardList }: { cardList: CardListItem[] }): MemberCards =>
  cardList.length ? { kind: 'ready', cards: cardList } : { kind: 'noCards' };

/**
 * The member's own cards through the credentialed card list (SPEC 7.2), and switching the selected card; the
 * choice is kept by the credential source, so it survives a reload.
 */
export function useMemberCards(path: string): {
  state: MemberCards;
  switchState: SwitchState;
  reload(): void;
  switchTo(ppcdToken: string): void;
} {
  const drawn = useFirstRead('memberCards', () => readCards().then(cardsOf, () => undefined));
  const startedDrawn = useStartedDrawn(drawn !== undefined);
  const [state, setState] = useState<MemberCards>(drawn ?? { kind: 'loading' });
  const [switchState, setSwitchState] = useState<SwitchState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger
  useEffect(() => {
    if (startedDrawn()) return;
    let current = true;
    setState({ kind: 'loading' });
    readCards()
      .then((data) => current && setState(cardsOf(data)))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof NotLoggedInError) return goToLogin(path);
        // The client has already gone to the session-error page for these.
        if (error instanceof CredentialUnavailableError || (error instanceof ApiError && ['4031', '4004'].includes(error.codeId ?? '')))
          return;
        setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt, path]);

  const switchTo = useCallback(
    (ppcdToken: string) => {
      setSwitchState({ kind: 'switching' });
      credentials
        .select(ppcdToken)
        .then((cards) => {
          forgetViews();
          setState({ kind: 'ready', cards });
          const chosen = cards.find((card) => card.isSelected);
          setSwitchState(chosen ? { kind: 'switched', card: chosen } : { kind: 'failed' });
        })
        .catch((error: unknown) => {
          if (error instanceof NotLoggedInError) return goToLogin(path);
          if (error instanceof CredentialUnavailableError) return navigate(sessionErrorPath, { replace: true });
          setSwitchState({ kind: 'failed' });
        });
    },
    [path, navigate],
  );

  return { state, switchState, reload: () => setAttempt((value) => value + 1), switchTo };
}
