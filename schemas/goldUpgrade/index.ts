import entry from './entry.json';
import acceptPermission from '../apply/acceptPermission.json';
import familyCards from './familyCards.json';
import confirm from './confirm.json';

/** The gold upgrade: what it is, the terms (the application's own consent page), the family cards it moves, confirm. */
export const goldUpgradeSchemaSources = {
  entry,
  acceptPermission,
  familyCards,
  confirm,
} as const;

export type GoldUpgradeStepId = keyof typeof goldUpgradeSchemaSources;
