import type { FeatureFlagName } from '../../enums/featureFlags';
import { designOf, designsFor, isOffered, type DesignFlags } from '../../enums/cardDesigns';
import { CardType } from '../../enums/card';
import { flatten } from '../../flows/engine';
import type { ServerCheck } from '../flows/hostContracts';
import { applyMessages } from './applyMessages';

/**
 * The card-face steps' server checks, the application's and another card's (server/memberSettings/multipleCards.ts):
 * the faces the flags withdraw (colour faces, Mastercard's portrait faces) are refused here as in the browser.
 */

const designFlags = (flagOn: (name: FeatureFlagName) => boolean): DesignFlags => ({
  colourDesign: flagOn('colourDesign'),
  mastercardVerticalRemoval: flagOn('mastercardVerticalRemoval'),
});

export const cardDesignOffered: ServerCheck = {
  after: async ({ given, flagOn }) => {
    const design = designOf(given['faceCode']);
    if (design && !isOffered(design, designFlags(flagOn))) return [{ field: 'faceCode', message: applyMessages.designWithdrawn }];
    return [];
  },
};

/** A colour is offered while the brand has a face of it under the flags. */
export const cardColourOffered: ServerCheck = {
  after: async ({ given, answers, flagOn }) => {
    const brandCode = flatten(answers)['brandCode'];
    return designsFor({ cardType: CardType.Regular, network: brandCode, colour: given['cardColor'] }, designFlags(flagOn)).length > 0
      ? []
      : [{ field: 'cardColor', message: applyMessages.colourWithdrawn }];
  },
};
