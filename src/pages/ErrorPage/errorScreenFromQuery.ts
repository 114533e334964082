import { isErrorScreenKey, type ErrorScreenKey } from '../../../enums/errorScreens';

/**
 * Which screen `/error` draws: the maintenance query of SPEC 7.3 wins, then a catalogue key in `type`;
 * anything else is the default system error (SPEC 8.2).
 */
export function errorScreenFromQuery(query: URLSearchParams): ErrorScreenKey {
  if (query.has('bffMaintenance')) return 'maintenance';
  const type = query.get('type');
  return isErrorScreenKey(type) ? type : 'systemError';
}
