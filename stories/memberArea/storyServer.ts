import serverAnswers from './serverAnswers.json';

/**
 * The member area's pages read the server through fetch. In Storybook they read instead the answers the real
 * server gave for a demo person (serverAnswers.json, kept current by server/memberArea/storyAnswers.test.ts): a
 * story names the person, and every GET is answered from that person's answers, the query's ppcdSwitchServiceFlg
 * aside, and a write by its method and path. Installed by .storybook/preview.ts before any story module loads, since the app's client keeps the fetch it
 * finds at start; anything else is passed to the real fetch.
 */
export type StoryPerson = keyof typeof serverAnswers;

const answersOf: Readonly<Record<string, Readonly<Record<string, unknown>>>> = serverAnswers;
let person: StoryPerson | null = null;

export function answerAs(who: StoryPerson | null): void {
  person = who;
}

const common: Readonly<Record<string, unknown>> = {
  '/api/bff/webToken': {
    resultInfo: { code: 'SUCCESS', codeId: '2000', message: '' },
    data: { isAuthentication: true, webTokenKey: 'story-web-token-key' },
  },
};

const readAnswer = { resultInfo: { code: 'SUCCESS', codeId: '2000', message: '' }, data: { unreadCount: 0 } };

export function installStoryServer(): void {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.searchParams.delete('ppcdSwitchServiceFlg');
    // The card the browser kept from an earlier story is not this person's: the server's own choice is answered.
    url.searchParams.delete('ppcdToken');
    // The first page of a list, asked for with or without its offset (a page opened again asks from offset 0).
    if (url.searchParams.get('offset') === '0') url.searchParams.delete('offset');
    // A write is answered as the server answered it once for the person (`POST /path`), its secrets stood in for;
    // marking a message read answers as the server would once all are read.
    const key = request.method === 'GET' ? `${url.pathname}${url.search}` : `${request.method} ${url.pathname}`;
    const answer =
      request.method === 'POST' && /^\/external\/v1\/messages\/\d+\/read$/.test(url.pathname)
        ? readAnswer
        : (common[key] ?? (person ? answersOf[person]?.[key] : undefined));
    if (answer === undefined) return realFetch(input, init);
    const failed = (answer as { resultInfo?: { code?: string } }).resultInfo?.code === 'ERROR';
    return new Response(JSON.stringify(answer), { status: failed ? 400 : 200, headers: { 'content-type': 'application/json' } });
  };
}
