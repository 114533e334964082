import entry from './entry.json';
import acceptPermission from '../apply/acceptPermission.json';
import sbIdLinkageCertification from '../apply/sbIdLinkageCertification.json';
import sbIdLinkagePermission from '../apply/sbIdLinkagePermission.json';
import familyCards from './familyCards.json';
import confirm from './confirm.json';

/**
 * The gold upgrade: what it is, the terms (the application's own consent page), on a partner route the application's
 * partner-ID linkage pages, the family cards it moves, confirm.
 */
export const goldUpgradeSchemaSources = {
  entry,
  acceptPermission,
  sbIdLinkageCertification,
  sbIdLinkagePermission,
  familyCards,
  confirm,
} as const;

export type GoldUpgradeStepId = keyof typeof goldUpgradeSchemaSources;
