import { Link } from 'react-router';
import type { FlowView } from '../../../flows/flowHost';
import {
  CREDIT_LIMIT_REQUEST_KIND_LABELS,
  CREDIT_LIMIT_REQUEST_STATUS_LABELS,
  creditLimitLabel,
  type CreditLimitRequestKind,
  type CreditLimitRequestStatus,
} from '../../../enums/creditLimit';
import { creditLimitMessages as text } from './messages';
import { useCreditLimitViews } from './useCreditLimitViews';

const isStatus = (value: unknown): value is CreditLimitRequestStatus =>
  typeof value === 'string' && Object.hasOwn(CREDIT_LIMIT_REQUEST_STATUS_LABELS, value);

/**
 * A finished flow's request as its completion effect recorded it (server/creditLimits/creditLimitFlowParts.ts); a raise's
 * status as the examiners left it since (the view's `lastRaiseStatus` fact, server/creditLimits/selectedCard.ts).
 */
function requestOf(
  view: FlowView | null,
): { kind: CreditLimitRequestKind; status: CreditLimitRequestStatus; from: string; to: string } | null {
  const data = view?.status === 'done' ? view.result?.data : undefined;
  const kind = data?.['kind'];
  const decided = kind === 'raise' ? view?.facts['lastRaiseStatus'] : undefined;
  const status = isStatus(decided) ? decided : data?.['status'];
  if (!data || (kind !== 'raise' && kind !== 'reduce') || !isStatus(status)) return null;
  return { kind, status, from: creditLimitLabel(data['previousLimit'] ?? ''), to: creditLimitLabel(data['requestedLimit'] ?? '') };
}

/**
 * The member top's credit-limit panel (SPEC 2.6 balance-raise pages): the selected card's current limit, and its
 * raise and reduction, each as the request it recorded last and a link into the flow: where its draft resumes, or a
 * new request once the last one is done.
 */
export function CreditLimitPanel({ cardKey }: { readonly cardKey: string }) {
  const state = useCreditLimitViews(cardKey);
  if (state.kind === 'loading') return null;
  const requests = state.kind === 'ready' ? [requestOf(state.raise), requestOf(state.reduce)].filter((request) => request !== null) : [];
  // The card's limit as the flows' input reads it now (server/creditLimits/selectedCard.ts facts).
  const current = state.kind === 'ready' ? (state.raise?.facts['currentLimit'] ?? state.reduce?.facts['currentLimit'] ?? null) : null;
  // Where each flow goes on, as its view says: a draft resumes at its current step; a done request, the flows being
  // repeatable, starts a new one at the first step the view offers (the server says whether it may: a raise waits
  // for the examination of the last one).
  const openFlows =
    state.kind === 'ready'
      ? (
          [
            ['raise', state.raise],
            ['reduce', state.reduce],
          ] as const
        ).flatMap(([kind, view]) => {
          const route = view?.status === 'draft' ? view.currentRoute : view?.restartRoute;
          return route ? [{ kind, route }] : [];
        })
      : [];
  return (
    <section aria-labelledby="credit-limit-heading" className="panel credit-limit">
      <h2 id="credit-limit-heading">{text.heading}</h2>
      {state.kind === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.failed}
        </p>
      ) : null}
      {current ? (
        <p className="credit-limit__current">
          {text.current} <strong>{creditLimitLabel(current)}</strong>
        </p>
      ) : null}
      {requests.length > 0 ? (
        <dl className="credit-limit__requests">
          {requests.map((request) => (
            <div key={request.kind} className="credit-limit__request">
              <dt>{text.requestLabel(CREDIT_LIMIT_REQUEST_KIND_LABELS[request.kind])}</dt>
              <dd>
                <span className="badge" data-status={request.status}>
                  {CREDIT_LIMIT_REQUEST_STATUS_LABELS[request.status]}
                </span>{' '}
                {text.change(request.from, request.to)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {openFlows.length > 0 ? (
        <ul className="credit-limit__links">
          {openFlows.map(({ kind, route }) => (
            <li key={kind}>
              <Link className="button button--secondary button--block" to={route}>
                {kind === 'raise' ? text.raiseLink : text.reduceLink}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
