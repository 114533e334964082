import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { otpPolicy } from './otpPolicy';

/** Six digits from the CSPRNG, leading zeros kept, so every code from 000000 to 999999 is equally likely. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** otpPolicy.codeDigits)).padStart(otpPolicy.codeDigits, '0');
}

/** 256 random bits: the challenge id the browser holds, and the salt of its code's hash. */
export function newChallengeId(): string {
  return randomBytes(32).toString('base64url');
}

/** Salted with the challenge id, so a code only matches the challenge it was sent for. */
export function hashOneTimeCode(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('base64url');
}

export function codeMatches(challengeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeCode(challengeId, code));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function isWellFormedCode(code: string): boolean {
  return new RegExp(`^[0-9]{${otpPolicy.codeDigits}}$`).test(code);
}

/** 090-****-1234: enough for the member to recognise their phone, nothing more (DESIGN.md: nothing personal shown). */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length < 7 ? '****' : `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
