import { useEffect, useState } from 'react';
import type { FlowView } from '../../../flows/flowHost';
import { getView } from '../../flow/flowApi';
import { useFirstRead, useStartedDrawn } from '../../api/firstReads';

export type CreditLimitViews =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly raise: FlowView | null; readonly reduce: FlowView | null }
  | { readonly kind: 'failed' };

const open = (flowId: string) => getView(flowId).then((view) => (typeof view === 'string' || 'screen' in view ? null : view));
const readViews = async (): Promise<CreditLimitViews> => {
  const [raise, reduce] = await Promise.all([open('balanceRaise'), open('balanceReduce')]);
  return { kind: 'ready', raise, reduce };
};

/**
 * The selected card's credit-limit flows as the server sees them (the generic flow views, keyed by the card): where
 * each draft resumes, or the request a finished one recorded. A flow the card cannot run (4006) is left out.
 * `cardKey` changes when the member switches card, which reads the other card's views.
 */
export function useCreditLimitViews(cardKey: string): CreditLimitViews {
  const drawn = useFirstRead(`creditLimitViews:${cardKey}`, () => readViews().catch(() => undefined));
  const startedDrawn = useStartedDrawn(drawn !== undefined);
  const [state, setState] = useState<CreditLimitViews>(drawn ?? { kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the selected card reads its views again
  useEffect(() => {
    if (startedDrawn()) return;
    let current = true;
    setState({ kind: 'loading' });
    readViews().then(
      (views) => current && setState(views),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [cardKey]);
  return state;
}
