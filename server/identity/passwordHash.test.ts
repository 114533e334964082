import { describe, expect, it } from 'vitest';
import { hashPassword, owaspPasswordCost, unknownAccountHash, verifyPassword } from './passwordHash';

describe('password hashes', () => {
  it("keep the format every stored hash has at OWASP's cost, and verify", async () => {
    const stored = await hashPassword('パスワード1', owaspPasswordCost);
    expect(stored).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('パスワード1', stored)).toBe(true);
    expect(await verifyPassword('パスワード2', stored)).toBe(false);
  });

  it('name a cheaper cost in the scheme and are verified at it', async () => {
    const stored = await hashPassword('4826', 10);
    expect(stored).toMatch(/^scrypt-10\$/);
    expect(await verifyPassword('4826', stored)).toBe(true);
    expect(await verifyPassword('4827', stored)).toBe(false);
    // The same key under OWASP's scheme would be derived at 2^17 and not match.
    expect(await verifyPassword('4826', stored.replace(/^scrypt-10/, 'scrypt'))).toBe(false);
  });

  it('refuse a cost outside 10–20, when made and when read', async () => {
    await expect(hashPassword('x', 9)).rejects.toThrow(RangeError);
    const stored = await hashPassword('x', 10);
    for (const scheme of ['scrypt-09', 'scrypt-21', 'scrypt-1', 'bcrypt']) {
      expect(await verifyPassword('x', stored.replace(/^scrypt-10/, scheme))).toBe(false);
    }
  });

  it('match no password for an unknown account, at the cost asked', async () => {
    expect(unknownAccountHash(10)).toMatch(/^scrypt-10\$/);
    expect(unknownAccountHash(owaspPasswordCost)).toMatch(/^scrypt\$/);
    expect(await verifyPassword('', unknownAccountHash(10))).toBe(false);
  });
});
