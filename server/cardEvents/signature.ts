import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The processor signs each request: `X-Processor-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>` with
 * `X-Processor-Timestamp: <Unix seconds>`. The timestamp is inside the signed text, so it cannot be moved forward
 * to make an old request fresh; the window bounds how long a captured request could be sent again, and the stored
 * signature digests (card_events.signature_digest) refuse it within the window.
 */
export const SIGNATURE_HEADER = 'x-processor-signature';
export const TIMESTAMP_HEADER = 'x-processor-timestamp';
/** Five minutes either way: the processor's clock and ours may differ a little, never by more. */
export const CLOCK_WINDOW_SECONDS = 300;

export function signBody(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true; digest: string } | { ok: false; code: 'badSignature' | 'staleTimestamp' };

/** Checks a request's signature, then its age (a stale request is told apart only once it is proven to be theirs). */
export function checkSignature(
  secret: string,
  headers: { signature: unknown; timestamp: unknown },
  body: string,
  now: Date,
): SignatureCheck {
  const { signature, timestamp } = headers;
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^[0-9]{1,12}$/.test(timestamp))
    return { ok: false, code: 'badSignature' };
  const expected = Buffer.from(signBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: 'badSignature' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CLOCK_WINDOW_SECONDS) return { ok: false, code: 'staleTimestamp' };
  return { ok: true, digest: createHash('sha256').update(signature).digest('hex') };
}
