import { BureauError, isBureauReport, reportOf, type BureauRequest, type CreditBureau } from './creditBureau';

export interface HttpCreditBureauSettings {
  /** CREDIT_BUREAU_URL: the API's base; an inquiry is `POST {url}/inquiries` with the person in the body. */
  readonly url: string;
  /** CREDIT_BUREAU_TOKEN, sent as `Authorization: Bearer`. */
  readonly token: string;
  /** CREDIT_BUREAU_TIMEOUT_MS: the whole call, answer body included. */
  readonly timeoutMs: number;
}

/**
 * The designated credit bureau's inquiry API (issue 61 item 1). The person goes in a POST body, never in the URL
 * (proxies and access logs keep URLs). A call that fails in any way is a BureauError of one kind (timeout, unavailable,
 * unreadable): the inquiry is tried again later and the case waits for the examiner meanwhile, never decided without
 * it. The error's text says what failed (a status, a timeout), never what the bureau answered.
 */
export function httpCreditBureau({ url, token, timeoutMs }: HttpCreditBureauSettings): CreditBureau {
  const base = url.endsWith('/') ? url : `${url}/`;
  return async (request: BureauRequest) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const body = await fetch(new URL('inquiries', base), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(request),
      // A redirect would carry the bearer token and the person somewhere not configured.
      redirect: 'error',
      signal,
    })
      .then(async (response) => {
        if (response.status >= 500 || response.status === 429)
          throw new BureauError('unavailable', `credit bureau answered ${response.status}`);
        if (!response.ok) throw new BureauError('unreadable', `credit bureau answered ${response.status}`);
        return (await response.json()) as unknown;
      })
      .catch((error: unknown) => {
        if (error instanceof BureauError) throw error;
        if (signal.aborted) throw new BureauError('timeout', `credit bureau did not answer within ${timeoutMs} ms`);
        const kind = error instanceof Error ? error.name : typeof error;
        // fetch's own TypeError is a connection that could not be made; a SyntaxError an answer that is not JSON
        // (whose message may quote the answer: only its kind is kept).
        throw kind === 'TypeError'
          ? new BureauError('unavailable', 'credit bureau unreachable')
          : new BureauError('unreadable', `credit bureau's answer unreadable (${kind})`);
      });
    if (!isBureauReport(body)) throw new BureauError('unreadable', 'credit bureau answered something that is not a report');
    return reportOf(body);
  };
}
