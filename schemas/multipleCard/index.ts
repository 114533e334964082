import acceptPermission from './acceptPermission.json';
import cardType from './cardType.json';
import cardBrand from './cardBrand.json';
import cardDesignColor from '../apply/designColor.json';
import cardDesign from '../apply/design.json';
import pin from './pin.json';
import purpose from '../apply/use.json';
import sbIdLinkageCertification from '../apply/sbIdLinkageCertification.json';
import sbIdLinkagePermission from '../apply/sbIdLinkagePermission.json';
import sbIdLinkageAttention from './sbIdLinkageAttention.json';
import sbPayment from '../apply/sbCommunicationFeeSelect.json';
import confirm from './confirm.json';

/**
 * Another card for a member (SPEC 2.6 multiple card): the terms, the card type and brand the member may still add,
 * the application's own colour, face and purpose pages (their rules and the flags that withdraw faces as there), the
 * new card's PIN, confirm. On a partner route (SPEC 2.6, 2.7) the application's own partner-ID linkage pages, an
 * attention page before the confirm, and for a gold card on the SB route the application's communication-fee choice.
 */
export const multipleCardSchemaSources = {
  acceptPermission,
  sbIdLinkageCertification,
  sbIdLinkagePermission,
  cardType,
  cardBrand,
  cardDesignColor,
  cardDesign,
  pin,
  purpose,
  sbIdLinkageAttention,
  sbPayment,
  confirm,
} as const;

export type MultipleCardStepId = keyof typeof multipleCardSchemaSources;
