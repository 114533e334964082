import type { CardEvent } from './cardEvent';
import { signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';

/**
 * A request to /processor/v1/events as the processor signs it: what the demo's stand-in (processorStandIn.ts), the
 * /develop action, the tests and the bench send, so every event of the demo takes the same signed intake.
 */
export function signedRequest(secret: string, event: CardEvent, now: Date = new Date()): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, body) },
  };
}
