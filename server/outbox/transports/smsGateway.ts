import { describeError, type Transport } from './transport';

/** A gateway that neither answers nor refuses within this is retried later. */
const requestTimeoutMs = 10_000;

/**
 * The number as gateways take it, E.164 (09012345678 → +819012345678): the numbers the service sends to are
 * Japanese mobile numbers checked at input (0[789]0 and eight digits), so the trunk prefix 0 gives way to +81.
 */
export const internationalNumber = (domestic: string): string => (/^0[0-9]{9,10}$/.test(domestic) ? `+81${domestic.slice(1)}` : domestic);

/**
 * SMS and voice calls through an HTTP gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN; issue 30): a JSON POST of
 * `{ to, text, channel, deliveryKey }` with the token as a bearer credential and the delivery key again as
 * `Idempotency-Key`, so an operator points it at their provider or a thin relay without a code change. 2xx is
 * accepted; 408 and 429 are worth another try like a 5xx or no answer; any other 4xx is a refusal, not retried.
 */
export function smsGatewayTransport(gatewayUrl: string, token: string | undefined): Transport {
  return {
    name: 'gateway',
    async deliver(message) {
      try {
        const response = await fetch(gatewayUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': message.deliveryKey,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            to: internationalNumber(message.recipient),
            text: message.text,
            channel: message.channel,
            deliveryKey: message.deliveryKey,
          }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return { kind: 'sent' };
        const reason = `gateway answered ${response.status}`;
        return response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429
          ? { kind: 'refused', reason }
          : { kind: 'failed', reason };
      } catch (error) {
        return { kind: 'failed', reason: describeError(error) };
      }
    },
    async close() {},
  };
}
