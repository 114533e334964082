/** GET /external/v1/family-cards: the selected card's family cards and its limit (SPEC 9: 10, or 3 on a gold card). */
export interface FamilyCardsAnswer {
  readonly limit: number;
  readonly gold: boolean;
  readonly familyCards: readonly FamilyCardItem[];
}

export interface FamilyCardItem {
  readonly id: string;
  /** Kanji name, family name first. */
  readonly name: string;
  /** The relation as the member reads it (配偶者, 親, 子). */
  readonly relation: string;
  readonly card4no: string;
  /**
   * In use; stopped for loss or theft with a new card on its way (it still counts toward the limit); or stopped for
   * good (it no longer counts, so the place it held can be applied for again).
   */
  readonly state: FamilyCardState;
}

export type FamilyCardState = 'inUse' | 'reissuing' | 'stopped';
