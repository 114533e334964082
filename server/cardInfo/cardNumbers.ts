import { createHmac } from 'node:crypto';
import { Network, printedExpiry } from '../../enums/card';
import { groupedByFour, luhnSum, type CardNumbers, type CardReference } from './cardData';

/**
 * The stand-in for the card processor in a demo and in tests (production asks the processor, httpCardData.ts):
 * the numbers are made from the card's token under `CARD_PROCESSOR_KEY` each time they are asked for. The number
 * starts with its brand's prefix, ends with the stored last four digits and passes the Luhn check, as a real
 * card's does; it is no real card's.
 */
const PREFIXES: Readonly<Record<Network, string>> = { [Network.Visa]: '4', [Network.Master]: '5', [Network.Jcb]: '35' };

/** The key when CARD_PROCESSOR_KEY is not given: demo cards only. */
export const DEVELOPMENT_PROCESSOR_KEY = 'development-card-processor-key-not-for-production';

function digitsOf(key: string, label: string, token: string, count: number): string {
  const digest = createHmac('sha256', key).update(`${label}:${token}`).digest();
  return Array.from(digest.subarray(0, count), (byte) => String(byte % 10)).join('');
}

export function cardNumbersFor(key: string, card: CardReference): CardNumbers {
  const prefix = PREFIXES[card.network];
  const middle = digitsOf(key, 'number', card.token, 16 - prefix.length - 4);
  // The digit before the last four is chosen so the whole passes the Luhn check; doubled or not, the ten choices
  // give ten different remainders, so exactly one fits.
  const body = `${prefix}${middle.slice(0, -1)}`;
  const fitting =
    ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].find((digit) => luhnSum(`${body}${digit}${card.card4no}`) % 10 === 0) ?? '0';
  const expiry = printedExpiry(card.issuedOn);
  return {
    number: groupedByFour(`${body}${fitting}${card.card4no}`),
    expiry: `${expiry.slice(0, 2)}/${expiry.slice(2)}`,
    securityCode: digitsOf(key, 'securityCode', card.token, 3),
  };
}
