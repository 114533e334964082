import type { Network } from '../../enums/card';

/**
 * A card's full number, expiry and security code as its holder sees them (issue 16, PCI DSS 3.3.1.2, 3.4.1): asked
 * of the card's source on each request, answered once with `no-store`, and never written anywhere — no table, no
 * log line, no cache. This service keeps only a card's token and last four digits (DESIGN.md).
 */
export interface CardNumbers {
  /** The digits in groups of four. */
  readonly number: string;
  /** MM/YY, as printed. */
  readonly expiry: string;
  readonly securityCode: string;
}

/** What the service knows of a card: enough to ask its source, and to check the answer is that card. */
export interface CardReference {
  readonly token: string;
  readonly network: Network;
  readonly card4no: string;
  /** YYYY-MM-DD. */
  readonly issuedOn: string;
}

/** Where a card's numbers come from: the card processor (httpCardData.ts) or, in a demo and in tests, a stand-in. */
export type CardDataSource = (card: CardReference) => Promise<CardNumbers>;

/** The Luhn sum of a full number (the check digit included); 0 mod 10 for a valid one. */
export function luhnSum(digits: string): number {
  return [...digits].reverse().reduce((sum, digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    return sum + (value > 9 ? value - 9 : value);
  }, 0);
}

/** A number as the page shows it: groups of four digits. */
export const groupedByFour = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
