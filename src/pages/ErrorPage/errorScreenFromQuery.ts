import { isErrorScreenKey, type ErrorScreenKey } from '../../../enums/errorScreens';
import { flowForRoute } from '../../../flows/index';

/**
 * Which screen `/error` draws: the maintenance query of SPEC 7.3 wins, then a catalogue key in `type`;
 * anything else is the default system error (SPEC 8.2).
 */
export function errorScreenFromQuery(query: URLSearchParams): ErrorScreenKey {
  if (query.has('bffMaintenance')) return 'maintenance';
  const type = query.get('type');
  return isErrorScreenKey(type) ? type : 'systemError';
}

/** Where a screen reached from a flow leads back to (src/components/ErrorView: the button's words follow it). */
export type ErrorWayBack = { readonly kind: 'flowStart'; readonly to: string } | { readonly kind: 'memberTop'; readonly to: '/member' };

/**
 * The way back a flow asked for (`from`, set by the flow host: src/flow/FlowPage.tsx): the first page of the person's
 * path through one of this service's flows, or the member top. Anything else, another site's address or a page no flow
 * has included, is ignored and the screen keeps its own.
 */
export function wayBackFromQuery(query: URLSearchParams): ErrorWayBack | null {
  const from = query.get('from');
  if (from === '/member') return { kind: 'memberTop', to: from };
  if (!from?.startsWith('/') || from.startsWith('//')) return null;
  return flowForRoute(from) ? { kind: 'flowStart', to: from } : null;
}
