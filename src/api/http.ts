/** SPEC 9: request timeout 10 seconds. */
export const requestTimeoutMs = 10_000;

export interface HttpRequest {
  readonly method: 'get' | 'post';
  readonly headers: Readonly<Record<string, string>>;
  /** Sent as the JSON body. */
  readonly json?: unknown;
}

/** One request over fetch: every status is an answer (judged by readAnswer), never retried here (the 4031 retry is ours). */
export type Http = (url: URL, request: HttpRequest) => Promise<Response>;

/**
 * fetch with SPEC 9's timeout: all we used of ky (issue 33 took its 5 KB off every page; fetch has the timeout now,
 * `AbortSignal.timeout`). A timeout rejects with the signal's TimeoutError, as a dropped connection rejects.
 */
export function createHttp(fetchImplementation: typeof fetch = (input, init) => fetch(input, init)): Http {
  return (url, { method, headers, json }) =>
    fetchImplementation(url, {
      method: method.toUpperCase(),
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
}
