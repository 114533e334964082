import { useEffect, useState } from 'react';
import type { FlowView } from '../../../flows/flowHost';
import { getView } from '../../flow/flowApi';

export type CreditLimitViews =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly raise: FlowView | null; readonly reduce: FlowView | null }
  | { readonly kind: 'failed' };

/**
 * The selected card's credit-limit flows as the server sees them (the generic flow views, keyed by the card): where
 * each draft resumes, or the request a finished one recorded. A flow the card cannot run (4006) is left out.
 * `cardKey` changes when the member switches card, which reads the other card's views.
 */
export function useCreditLimitViews(cardKey: string): CreditLimitViews {
  const [state, setState] = useState<CreditLimitViews>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the selected card reads its views again
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    const open = (flowId: string) => getView(flowId).then((view) => (typeof view === 'string' || 'screen' in view ? null : view));
    Promise.all([open('balanceRaise'), open('balanceReduce')]).then(
      ([raise, reduce]) => current && setState({ kind: 'ready', raise, reduce }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [cardKey]);
  return state;
}
