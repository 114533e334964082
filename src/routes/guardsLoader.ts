import { data, replace, type LoaderFunctionArgs } from 'react-router';
import { EMBEDDED_ANSWERS, takeEmbedded } from '../api/embeddedAnswers';
import { rememberJudgedContext } from './judgedContext';
import { decideNavigation, isSmartphone, normalisePath, type GuardContext } from '../../routing/guards';
import { serverPages } from '../../routing/guardsPageRules';

/** When the server cannot be asked, nothing is opened: no session, flag off (SPEC 6: a failed flag is off). */
const unknownContext: GuardContext = {
  isAuthentication: false,
  registrationConfirmed: false,
  formerMember: false,
  cardMember: false,
  appIntegration: false,
  pcSignUpUrl: '/',
};

/** The server's facts, or nothing when it could not be asked (or the navigation asking was left before it answered). */
async function fetchGuardContext(signal: AbortSignal): Promise<GuardContext | undefined> {
  try {
    const response = await fetch('/api/bff/guardContext', { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: GuardContext };
    return body.data;
  } catch {
    return undefined;
  }
}

/**
 * Facts the server gave within the last second judge the next navigation too: a direct entry goes to /allocation
 * and on to its page (SPEC 2.7), three navigations in a row that would otherwise each wait for the same answer.
 * A login or logout elsewhere is seen at the next navigation after that; the server refuses what the session may
 * not do whatever the router decided. Only the server's answer is kept: a navigation interrupted by the next one
 * (a flow's submit moves on to its result twice over) has its ask aborted, and keeping `unknownContext` for it
 * sent the next navigation, a second later at most, to the login as if the session had ended.
 */
const reuseForMs = 1000;
let recent: { readonly context: GuardContext; readonly at: number } | null = null;

async function guardContext(signal: AbortSignal): Promise<GuardContext> {
  const now = performance.now();
  if (recent && now - recent.at < reuseForMs) return recent.context;
  const context = takeEmbedded<GuardContext>(EMBEDDED_ANSWERS.guardContext) ?? (await fetchGuardContext(signal));
  if (!context) return unknownContext;
  recent = { context, at: performance.now() };
  rememberJudgedContext(context);
  return context;
}

/**
 * /login belongs to the server (it starts the OpenID flow), as do the pages outside the app: reach them by loading the
 * document, not the router.
 */
function reloadDocument(to: string): Response {
  const response = replace(to);
  response.headers.set('X-Remix-Reload-Document', 'true');
  return response;
}

function replaceTo(to: string): Response {
  return serverPages.some((page) => to === page || to.startsWith(`${page}?`)) ? reloadDocument(to) : replace(to);
}

// The first load of this document is the direct entry; every later one is the app's own navigation.
let loadsOfThisDocument = 0;

/**
 * The router half of SPEC 2.7: runs before every navigation, asks the server for the facts only it knows and
 * applies the same rules the server applies to page loads, plus direct entry, which only the router sees.
 * Redirects replace the history entry, so the back button never returns to a page that was refused.
 */
export async function guardsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const directEntry = loadsOfThisDocument === 0;
  loadsOfThisDocument += 1;
  const url = new URL(request.url);
  if ((serverPages as readonly string[]).includes(normalisePath(url.pathname))) throw reloadDocument(`${url.pathname}${url.search}`);
  const context = await guardContext(request.signal);
  const decision = decideNavigation({
    path: url.pathname,
    search: url.search,
    authenticated: context.isAuthentication,
    registrationConfirmed: context.registrationConfirmed,
    formerMember: context.formerMember,
    cardMember: context.cardMember,
    smartphone: isSmartphone(navigator.userAgent),
    appIntegration: context.appIntegration,
    directEntry,
    pcSignUpUrl: context.pcSignUpUrl,
  });
  if (decision.kind === 'redirect') throw replaceTo(decision.to);
  // Leaving the app is a document load whatever the address: demo mode's stand-in is a path of this origin, which the
  // router would otherwise look for among its own pages.
  if (decision.kind === 'leave') throw reloadDocument(decision.url);
  if (decision.kind === 'notFound') throw data(null, { status: 404 });
  return null;
}

/**
 * The server drew this document's first page, having judged it by the same rules (`firstLoadDecision`), and the
 * router hydrates that page without running the loader: the first load is spent, and the facts the server
 * embedded judge the navigations of the next second, as if the loader had read them.
 */
export function firstLoadJudgedByServer(): void {
  loadsOfThisDocument += 1;
  const context = takeEmbedded<GuardContext>(EMBEDDED_ANSWERS.guardContext);
  if (!context) return;
  recent = { context, at: performance.now() };
  rememberJudgedContext(context);
}

/** Every navigation is judged afresh: a login or logout elsewhere changes the answer. */
export function guardsShouldRevalidate(): boolean {
  return true;
}
