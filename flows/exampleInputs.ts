import { CardType } from '../enums/card';
import type { SelectedCardInput } from './creditLimitRules';

/**
 * Machine inputs that several flows' examples share (`examples.inputs` in flows/<id>.ts): the card a member's flows
 * are about, as the server builds it for them. Values, not a list of flows: each flow file names the inputs it is
 * walked from.
 */

/**
 * The selected cards the credit-limit raise and reduction are walked for: the seeded regular card (30万円) and gold
 * card (50万円), server/seed.
 */
export const creditLimitCards = {
  regular: { cardType: CardType.Regular, currentLimit: 30 },
  gold: { cardType: CardType.Gold, currentLimit: 50 },
} as const satisfies Record<string, SelectedCardInput>;

const purchases = [
  { const: '101', title: '11月15日 カメラのキタムラ 89,800円' },
  { const: '102', title: '11月3日 スーパーマーケット 3,240円' },
];

/** The card-plan flows' input (issue 17) as server/cardPlans/cardPlanInput.ts builds it for a card with two open purchases. */
export const cardPlanInput = {
  currentRevolvingPayment: 5000,
  revolvingBalance: 32_000,
  currentAutoRevolving: '0',
  revolvingPurchases: purchases,
  installmentPurchases: purchases,
  purchaseAmounts: { '101': 89_800, '102': 3240 },
  cashingAvailable: 100_000,
  currentCashingLimit: '100000',
  creditLimitYen: 300_000,
  instalmentBalance: 0,
  refused: false,
  cashingExamination: false,
  cashingContractConfirmed: true,
} as const;

/** The member's settings flows' input (issue 15) as server/memberSettings/cardSettings.ts builds it for a card with an unpaid bill. */
export const cardSettingInput = {
  mobNumFull: '09013572468',
  birthDay: '19850612',
  homeAddrKanji: '東京都千代田区千代田',
  homeSubAddrKanji: '３－１２－５',
  currentDisplayBalance: '1',
  currentUsageRestriction: '00',
  etcCards: 0,
  unpaidAmount: 52_300,
  statementMailNow: true,
  usageMailNow: true,
  campaignMailNow: false,
  serviceMailNow: false,
  cardStatus: '0',
  reissueStatus: '0',
  activated: '0',
  heldCards: 2,
  owingCards: 0,
  overpaidCards: 0,
  lastNameKanji: '佐藤',
  firstNameKanji: '健一',
  familyCards: 0,
  // Another card (server/memberSettings/multipleCards.ts): a member with one regular Visa card may add either type.
  cardTypeOptions: [
    { const: '0', title: '一般カード' },
    { const: '1', title: 'ゴールドカード' },
  ],
  defaultCardType: '0',
  // The brands each type may take: a regular card none the member holds (Visa), a gold card any.
  brandOptions: {
    '0': [
      { const: '2', title: 'Mastercard' },
      { const: '9', title: 'JCB' },
    ],
    '1': [
      { const: '1', title: 'Visa' },
      { const: '2', title: 'Mastercard' },
      { const: '9', title: 'JCB' },
    ],
  },
  heldCardTypes: ['0'],
  heldRegularBrands: ['1'],
  pending: false,
  flags: {},
  familyMembers: [{ const: 'family-1', title: '佐藤 花子（配偶者）・下4桁 1234' }],
  // The suspension (server/memberSettings/cardSuspension.ts): the Visa card and the family card under it, both in use.
  suspensionCardOptions: [
    { const: 'card:card-visa', title: 'Visa（末尾1234） Visaカード' },
    { const: 'family:family-1', title: 'Visa（末尾5678） 家族カード（佐藤 花子・配偶者）' },
  ],
  reissuableCardOptions: [
    { const: 'card:card-visa', title: 'Visa（末尾1234） Visaカード' },
    { const: 'family:family-1', title: 'Visa（末尾5678） 家族カード（佐藤 花子・配偶者）' },
  ],
} as const;

/** A member who came by an SB partner landing: the partner-ID linkage pages, and the fee choice for a gold card. */
export const sbPartnerMemberInput = {
  ...cardSettingInput,
  campaignCode: 'S1001',
  shopId: null,
  partnerIdLinkage: true,
  partnerRoute: 'SB',
} as const;
/** The same with two family cards on the card (a gold upgrade's family-card page after the linkage). */
export const sbPartnerWithFamilyInput = { ...sbPartnerMemberInput, familyCards: 2 } as const;
/** By an SB shop while the partner-ID linkage flag is off: the SB route without the linkage pages. */
export const sbShopMemberInput = {
  ...cardSettingInput,
  campaignCode: null,
  shopId: 'SB0042',
  partnerIdLinkage: false,
  partnerRoute: 'SB',
} as const;

/** A card with two family cards, which a gold upgrade moves (its family-card page is asked only then). */
export const cardWithFamilyInput = { ...cardSettingInput, familyCards: 2 } as const;
