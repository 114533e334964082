import acceptPermission from './acceptPermission.json';
import cardType from './cardType.json';
import cardBrand from './cardBrand.json';
import cardDesignColor from '../apply/designColor.json';
import cardDesign from '../apply/design.json';
import pin from './pin.json';
import purpose from '../apply/use.json';
import confirm from './confirm.json';

/**
 * Another card for a member (SPEC 2.6 multiple card): the terms, the card type and brand the member may still add,
 * the application's own colour, face and purpose pages (their rules and the flags that withdraw faces as there), the
 * new card's PIN, confirm.
 */
export const multipleCardSchemaSources = {
  acceptPermission,
  cardType,
  cardBrand,
  cardDesignColor,
  cardDesign,
  pin,
  purpose,
  confirm,
} as const;

export type MultipleCardStepId = keyof typeof multipleCardSchemaSources;
