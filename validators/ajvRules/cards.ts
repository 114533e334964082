import * as cardDesigns from '../cardDesign.js';
import * as cardNumbers from '../cardNumbers.js';
import { OK } from '../result.js';
import { type CrossRule, type FieldRule, prop } from './context.js';

/** Card numbers kept out of free text, and the card's colour and design for its network and type. */

// On every free-text field (issue 13 item 8): no card number is stored by mistake.
export const noCardNumber: FieldRule = (d, _s, field) => cardNumbers.noCardNumber(d, { field });

export const cardColour: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : cardDesigns.cardColour(value, prop(d, s, 'network'), { field });
};
export const cardDesign: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined
    ? OK
    : cardDesigns.cardDesign(
        value,
        { cardType: prop(d, s, 'cardType'), network: prop(d, s, 'network'), colour: prop(d, s, 'colour') },
        { field },
      );
};
