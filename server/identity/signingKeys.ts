import { generateKeyPairSync, randomUUID, type JsonWebKey } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SigningJwk extends JsonWebKey {
  readonly kid: string;
  readonly alg: 'RS256';
  readonly use: 'sig';
}

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * The embedded provider's signing keys. The first instance to start creates one; every other instance, and
 * every later start, reads the same key, so an ID token signed by one instance verifies on another and after a
 * restart (oidc-provider's built-in development keys change with each process).
 */
export async function signingKeys(db: Kysely<Database>): Promise<SigningJwk[]> {
  const existing = await db.selectFrom('oidc_signing_keys').select('private_jwk').orderBy('created_at').execute();
  if (existing.length > 0) return existing.map((row) => row.private_jwk as unknown as SigningJwk);
  const key = newSigningKey();
  // Two instances starting together may both generate: the conflict-free insert keeps both, and both keys are
  // published, so either signature verifies.
  await db
    .insertInto('oidc_signing_keys')
    .values({ kid: key.kid, private_jwk: JSON.stringify(key) })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const stored = await db.selectFrom('oidc_signing_keys').select('private_jwk').orderBy('created_at').execute();
  return stored.map((row) => row.private_jwk as unknown as SigningJwk);
}
