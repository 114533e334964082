import type { ApplyInput } from '../../flows/apply';
import { flagValues, type FeatureFlag } from '../config/productConfig';

/** The stored landing of an application (SPEC 3.1): fixed by its first save. */
export interface StoredLanding {
  readonly campaignCode: string | null;
  readonly adData: string | null;
  readonly shopId: string | null;
}

/**
 * The apply machine's input: the application's landing and the feature flags (config/featureFlags.json) as plain
 * on/off values. Every replay of one application starts from it, on the server and, through the entry view, in
 * the browser.
 */
export function applyInputOf(landing: StoredLanding, featureFlags: Readonly<Record<string, FeatureFlag>>): ApplyInput {
  return {
    campaignCode: landing.campaignCode,
    shopId: landing.shopId,
    flags: flagValues(featureFlags),
  };
}
