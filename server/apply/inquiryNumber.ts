import { randomInt } from 'node:crypto';

/** SPEC 5.4: an inquiry number is 16 digits; drawn from a CSPRNG so it cannot be guessed from another. */
export function newInquiryNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}
