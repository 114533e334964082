import { randomInt } from 'node:crypto';

/** `count` digits without a leading zero, from a CSPRNG so one cannot be guessed from another. */
export function randomNumber(count: number): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < count) digits += String(randomInt(0, 10));
  return digits;
}

/** SPEC 5.4: an inquiry number is 16 digits. */
export const newInquiryNumber = (): string => randomNumber(16);
