/**
 * Every feature flag the code reads (SPEC 6), and only those: config/featureFlags.json must define exactly these, so
 * a misspelled or deleted flag stops the start instead of being silently off (server/config/productConfig.ts), and a
 * reader can name no other (the readers take a FeatureFlagName).
 */
export const FEATURE_FLAGS = [
  /** Partner ID linkage on the partner route (flows/applyRules.ts needsPartnerIdLinkage). */
  'sbIdLinkage',
  /** Turns the linkage decision round (the rollback switch). */
  'sbIdLinkageRollback',
  /** The partner's mobile-fee payment option (flows/applyRules.ts offersCommunicationFee). */
  'sbCommunicationFee',
  /** Mastercard vertical faces withdrawn (enums/cardDesigns.ts). */
  'mastercardVerticalRemoval',
  /** The application sent to /apply/app (the service top's apply link). */
  'appIntegrationDay1',
  /** The pink, blue and lavender colour faces offered (enums/cardDesigns.ts). */
  'colourDesign',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

export const isFeatureFlagName = (name: string): name is FeatureFlagName => (FEATURE_FLAGS as readonly string[]).includes(name);
