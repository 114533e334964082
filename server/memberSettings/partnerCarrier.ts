import type { Environment } from '../plugins/external/env';
import { DomainError } from '../http/DomainError';
import type { PartnerCarrier } from '../flows/hostContracts';

/**
 * The partner carrier's certification of a member's mobile number (SPEC 2.6 sbidlinkage, SPEC 8.1 carrier-link errors):
 * whether the carrier knows the number as its customer's. A carrier that answers no is 5402 (the linkage's failure
 * page); one that cannot be reached, is slower than the timeout or answers 503 is unavailable, 5403; any other failed
 * or unreadable answer is 5401. The two end on the carrier-link error screen; nothing is saved. The log says what
 * failed, never the number. Only the partner ID linkage asks it: the carrier contract number of the application's and
 * another card's communication-fee option is recorded with the request, and nothing asks the carrier while the person
 * applies.
 */
export interface HttpPartnerCarrierSettings {
  /** CARRIER_API_URL: the API's base; a certification is `POST {url}/certifications` with `{ mobNum }`. */
  readonly url: string;
  /** CARRIER_API_TOKEN, sent as `Authorization: Bearer`. */
  readonly token: string;
  /** CARRIER_API_TIMEOUT_MS: the whole call, answer body included. */
  readonly timeoutMs: number;
}

const unavailable = (why: string) => new DomainError('carrierLinkUnavailable', `partner carrier unavailable: ${why}`);
const failed = (why: string) => new DomainError('carrierLinkFailed', `partner carrier failed: ${why}`);

export function httpPartnerCarrier({ url, token, timeoutMs }: HttpPartnerCarrierSettings): PartnerCarrier {
  const base = url.endsWith('/') ? url : `${url}/`;
  return async ({ mobNum }) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const body = await fetch(new URL('certifications', base), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ mobNum }),
      // A redirect would carry the bearer token and the number somewhere not configured.
      redirect: 'error',
      signal,
    })
      .then(async (response) => {
        if (response.status === 503) throw unavailable('503');
        if (!response.ok) throw failed(`answered ${response.status}`);
        return (await response.json()) as unknown;
      })
      .catch((error: unknown) => {
        if (error instanceof DomainError) throw error;
        if (signal.aborted) throw unavailable(`no answer within ${timeoutMs} ms`);
        const kind = error instanceof Error ? error.name : typeof error;
        // fetch's own TypeError is a connection that could not be made; a SyntaxError an answer that is not JSON.
        throw kind === 'TypeError' ? unavailable('unreachable') : failed(`unreadable answer (${kind})`);
      });
    const certified = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['certified'] : undefined;
    if (typeof certified !== 'boolean') throw failed('an answer without certified');
    return certified;
  };
}

/**
 * Stand-in where no CARRIER_API_URL is set (development, tests and demos, and production until the carrier's API is
 * connected, as the application's linkage has no carrier call either): the carrier knows the member by the mobile
 * number the identity provider verified at their first login (`members.mobile_number`, identity/firstLogin.ts).
 */
const registeredNumberCarrier: PartnerCarrier = async ({ db, memberId, mobNum }) => {
  const member = await db.selectFrom('members').select('mobile_number').where('id', '=', memberId).executeTakeFirst();
  return (member?.mobile_number ?? '') !== '' && member?.mobile_number === mobNum;
};

export function partnerCarrierOf(config: Environment): PartnerCarrier {
  if (config.CARRIER_API_URL && config.CARRIER_API_TOKEN)
    return httpPartnerCarrier({ url: config.CARRIER_API_URL, token: config.CARRIER_API_TOKEN, timeoutMs: config.CARRIER_API_TIMEOUT_MS });
  return registeredNumberCarrier;
}
