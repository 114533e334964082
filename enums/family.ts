/** Family and household codes (SPEC 3.2; limits of SPEC 5.6 and 9). */

export const FamilyStructure = {
  MarriedWithChildren: '1',
  MarriedWithoutChildren: '2',
  SingleLivingWithFamily: '3',
  SingleLivingApart: '4',
  SingleWithChildren: '5',
} as const;
export type FamilyStructure = (typeof FamilyStructure)[keyof typeof FamilyStructure];
export const FAMILY_STRUCTURE_LABELS: Readonly<Record<FamilyStructure, string>> = {
  '1': '既婚（子供あり）',
  '2': '既婚（子供なし）',
  '3': '独身（家族と同居）',
  '4': '独身（家族と別居）',
  '5': '独身（子供あり）',
};

/** Household size; 4 means four or more. */
export const HouseholdNum = { One: '1', Two: '2', Three: '3', FourOrMore: '4' } as const;
export type HouseholdNum = (typeof HouseholdNum)[keyof typeof HouseholdNum];
export const HOUSEHOLD_NUM_LABELS: Readonly<Record<HouseholdNum, string>> = {
  '1': '1人',
  '2': '2人',
  '3': '3人',
  '4': '4人以上',
};

/** Relation of family member 1 to the main member. */
export const FamilyRelation = { Spouse: '002', Parent: '012', Child: '013' } as const;
export type FamilyRelation = (typeof FamilyRelation)[keyof typeof FamilyRelation];
export const FAMILY_RELATION_LABELS: Readonly<Record<FamilyRelation, string>> = {
  '002': '配偶者',
  '012': '親',
  '013': '子',
};

/** Card-holder relation types (parent card, ETC card, family card). */
export const CardHolderRelationType = { Parent: '0', Etc: '1', FamilyCard: '2' } as const;
export type CardHolderRelationType = (typeof CardHolderRelationType)[keyof typeof CardHolderRelationType];
export const CARD_HOLDER_RELATION_TYPE_LABELS: Readonly<Record<CardHolderRelationType, string>> = {
  '0': '本会員カード',
  '1': 'ETCカード',
  '2': '家族カード',
};

export const FAMILY_CARD_MAX = 10;
export const GOLD_FAMILY_CARD_MAX = 3;

/** How many family cards an application asks for: none, or 1 up to the limit (SPEC 5.6, 9). */
export const FAMILY_CARD_COUNTS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
export type FamilyCardCount = (typeof FAMILY_CARD_COUNTS)[number];
export const FAMILY_CARD_COUNT_LABELS: Readonly<Record<FamilyCardCount, string>> = Object.fromEntries(
  FAMILY_CARD_COUNTS.map((count) => [count, count === '0' ? '申し込まない' : `${count}枚`]),
) as Record<FamilyCardCount, string>;
export const GOLD_FAMILY_CARD_COUNTS = FAMILY_CARD_COUNTS.slice(0, GOLD_FAMILY_CARD_MAX + 1);
