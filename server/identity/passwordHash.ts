import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost as log2 of N, with OWASP's password-storage parameters (N=2^17, r=8, p=1): every hash a deployment
 * makes. It is a setting (PASSWORD_HASH_COST, env.ts) only so that a test run can take a cheap one, refused outside
 * NODE_ENV=test: at 2^17 a hash is half a second to a second of a core, and the suite's logins, PINs and seeds spent
 * minutes of CI's 35 on it. A hash made at another cost names it in its scheme (`scrypt-10$…`) and is verified at that
 * cost; OWASP's keeps the format every stored hash already has (`scrypt$…`).
 */
export const owaspPasswordCost = 17;
/** The costs a hash may be made or read at (two digits in a scheme's name); env.ts takes its bounds from here. */
export const passwordCostRange = { lowest: 10, highest: 20 } as const;
const { lowest: lowestCost, highest: highestCost } = passwordCostRange;
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const parameters: ScryptOptions = { N: 2 ** cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, parameters, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const schemeOf = (cost: number): string => (cost === owaspPasswordCost ? 'scrypt' : `scrypt-${cost}`);

function costOf(scheme: string | undefined): number | undefined {
  if (scheme === 'scrypt') return owaspPasswordCost;
  const named = /^scrypt-(\d{2})$/.exec(scheme ?? '');
  const cost = named ? Number(named[1]) : undefined;
  return cost !== undefined && cost >= lowestCost && cost <= highestCost ? cost : undefined;
}

export async function hashPassword(password: string, cost: number = owaspPasswordCost): Promise<string> {
  if (costOf(schemeOf(cost)) === undefined) throw new RangeError(`password hash cost ${cost} is outside ${lowestCost}–${highestCost}`);
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `${schemeOf(cost)}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  const cost = costOf(scheme);
  if (cost === undefined || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of no known password at the cost new hashes take: checked for an unknown login id, so that the
 * answer takes as long as for a known one and does not tell which ids exist.
 */
export function unknownAccountHash(cost: number): string {
  return `${schemeOf(cost)}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
