import { createHmac } from 'node:crypto';
import { Network, printedExpiry } from '../../enums/card';

/**
 * A stand-in for the card processor's "show the card to its holder" call (issue 16, PCI DSS 3.3.1.2, 3.4.1): this
 * service stores only a card's last four digits (DESIGN.md), so the full number, the expiry and the security code
 * are made on request from the card's token under the processor's key, answered once with `no-store`, and never
 * written anywhere — no table, no log line, no cache. The number starts with its brand's prefix, ends with the
 * stored last four digits and passes the Luhn check, as a real card's does.
 */
export interface CardNumbers {
  /** Sixteen digits in groups of four. */
  readonly number: string;
  /** MM/YY, as printed. */
  readonly expiry: string;
  readonly securityCode: string;
}

const PREFIXES: Readonly<Record<Network, string>> = { [Network.Visa]: '4', [Network.Master]: '5', [Network.Jcb]: '35' };

/** The development key: demo cards only; production refuses to start without CARD_PROCESSOR_KEY (env.ts). */
export const DEVELOPMENT_PROCESSOR_KEY = 'development-card-processor-key-not-for-production';

function digitsOf(key: string, label: string, token: string, count: number): string {
  const digest = createHmac('sha256', key).update(`${label}:${token}`).digest();
  return Array.from(digest.subarray(0, count), (byte) => String(byte % 10)).join('');
}

/** The Luhn sum of a full number (the check digit included); 0 mod 10 for a valid one. */
export function luhnSum(digits: string): number {
  return [...digits].reverse().reduce((sum, digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    return sum + (value > 9 ? value - 9 : value);
  }, 0);
}

export function cardNumbersFor(
  key: string,
  card: { readonly token: string; readonly network: Network; readonly card4no: string; readonly issuedOn: string },
): CardNumbers {
  const prefix = PREFIXES[card.network];
  const middle = digitsOf(key, 'number', card.token, 16 - prefix.length - 4);
  // The digit before the last four is chosen so the whole passes the Luhn check; doubled or not, the ten choices
  // give ten different remainders, so exactly one fits.
  const body = `${prefix}${middle.slice(0, -1)}`;
  const fitting =
    ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].find((digit) => luhnSum(`${body}${digit}${card.card4no}`) % 10 === 0) ?? '0';
  const digits = `${body}${fitting}${card.card4no}`;
  const expiry = printedExpiry(card.issuedOn);
  return {
    number: digits.replace(/(\d{4})(?=\d)/g, '$1 '),
    expiry: `${expiry.slice(0, 2)}/${expiry.slice(2)}`,
    securityCode: digitsOf(key, 'securityCode', card.token, 3),
  };
}
