import { CardType } from '../enums/card';
import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** A colour is chosen for a regular card only: a gold card has its own faces (SPEC 2.7: colour needs a non-gold card). */
const isRegular = (facts: Readonly<Record<string, unknown>>): boolean => facts['cardType'] === CardType.Regular;

/**
 * Another card for a member (SPEC 2.6 /member/setting/multiple-card: accept-permission, entry/card-type,
 * entry/card-brand, entry/card-design-color, entry/card-design, entry/pin-number, entry/purpose, confirm, complete;
 * the top and the review status are pages of their own). The SPEC 2.7 step
 * guards are the machine's order: a step is on the path only once the steps before it are answered (brand after a
 * card type, colour and face after a brand, colour only for a regular card, PIN after a face, purpose after the
 * PIN, confirm after all), so a step entered without its preconditions is refused (4006, the illegal-operation
 * screen) as every step the machine has not reached. Decision: the partner route's ID-linkage and payment pages are
 * not offered (no partner route reaches a member here yet).
 */
export const multipleCardSpec: LinearFlowSpec = {
  id: 'multipleCard',
  base: '/member/setting/multiple-card',
  steps: [
    { id: 'acceptPermission', path: 'accept-permission', counted: false },
    { id: 'cardType', path: 'entry/card-type' },
    { id: 'cardBrand', path: 'entry/card-brand' },
    { id: 'cardDesignColor', path: 'entry/card-design-color', when: isRegular },
    { id: 'cardDesign', path: 'entry/card-design' },
    { id: 'pin', path: 'entry/pin-number' },
    { id: 'purpose', path: 'entry/purpose' },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(multipleCardSpec);
