import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardContext } from '../../routing/guards';
import { firstLoadJudgedByServer, guardsLoader } from './guardsLoader';

const member: GuardContext = {
  isAuthentication: true,
  registrationConfirmed: true,
  formerMember: false,
  cardMember: true,
  appIntegration: false,
  pcSignUpUrl: '/',
};
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const complete = 'http://localhost/member/setting/balance-reduce/complete';

/** The guard facts' asks as the browser makes them: each waits for the test to answer it, or for its abort. */
function serverAsked(): Array<(context: GuardContext) => void> {
  const answers: Array<(context: GuardContext) => void> = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      answers.push((context) => resolve(Response.json({ data: context })));
    });
  });
  return answers;
}

const loading = (url: string, signal: AbortSignal) =>
  guardsLoader({ request: new Request(url, { signal }), params: {}, context: {} } as LoaderFunctionArgs);

describe('the router’s guard (SPEC 2.7)', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { userAgent: iPhone });
    // The document's first page was judged by the server: what follows are the app's own navigations.
    firstLoadJudgedByServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not take a navigation left before the server answered for a logged-out session: the next one asks again', async () => {
    const answers = serverAsked();
    // A flow's submit moves on to its result, and the page moves there once more before the first has loaded.
    const first = new AbortController();
    const interrupted = loading(complete, first.signal);
    first.abort();
    await interrupted.catch(() => undefined);

    const next = loading(complete, new AbortController().signal);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(member);
    await expect(next).resolves.toBeNull();
  });
});
