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
  /** The member menu offers the gold switch through its landing page, /member/setting/gold-card/lp (src/pages/member/MemberMenu.tsx). */
  'goldScreenId',
  /** The application leaves out its optional card-name and auto-paylater steps (flows/applyRules.ts asksOptionalSteps). */
  'reducedEntryItems',
  /** /apply/steps, the page that explains the steps, goes straight on to the step to answer (src/pages/apply/StepsPage.tsx). */
  'skipFormSteps',
  /** The brand choices listed in the issuer's priority order (a step's `x-flagOrder`, schemas/contextOptions.ts). */
  'brandCardDisplayPriority',
  /** The service top's apply button leads to the issuer's admission landing page (config/externalPages.json). */
  'admissionLpSwitch',
  /** A Mastercard on a portrait face is reissued on its landscape face (enums/cardDesigns.ts reissuedFace). */
  'mastercardVerticalRemovalThirdRelease',
  /** The YM partner route is asked the contract number and the fee payment too (flows/applyRules.ts offersYmPlan). */
  'newYmPlan',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

export const isFeatureFlagName = (name: string): name is FeatureFlagName => (FEATURE_FLAGS as readonly string[]).includes(name);
