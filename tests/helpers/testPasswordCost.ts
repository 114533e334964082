/**
 * scrypt at 2^10 rather than OWASP's 2^17 for every server a test starts (server/identity/passwordHash.ts): the same
 * code and format, 4 ms a hash instead of half a second to a second, which the suite's logins, PINs and seeds summed to
 * minutes of CI. env.ts refuses it outside NODE_ENV=test.
 */
export const testPasswordCost = { PASSWORD_HASH_COST: '10' } as const;
