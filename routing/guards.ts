import { flowForRoute } from '../flows/index';
import { partnerOfShop } from '../flows/partnerShop';
import { loginExemptPages, loginRequiredAreas, pcSecurityAreas, serviceTopWithoutSessionAreas } from './loginRequired';
import {
  allocationPage,
  applyAppPage,
  applyArea,
  backGoesToServiceTopAreas,
  directEntryPages,
  alreadyMemberPage,
  exMemberTopPage,
  formerMemberAllowedPages,
  firstRegistrationPage,
  invalidShopUrlPage,
  memberArea,
  memberPagesInApplyArea,
  midJourneySegments,
  notDirectPage,
  smartphoneOnlyMemberAreas,
  unconfirmedAllowedAreas,
} from './guardsPageRules';

/**
 * The facts only the server knows, as `GET /api/bff/guardContext` answers them and the page shell carries them for
 * the router's first judgement (server/routes/spaGuards.ts).
 */
export interface GuardContext {
  readonly isAuthentication: boolean;
  readonly registrationConfirmed: boolean;
  readonly formerMember: boolean;
  readonly cardMember: boolean;
  readonly appIntegration: boolean;
  readonly pcSignUpUrl: string;
}

/** What the routing rules of SPEC 2.7 need to know about one navigation. */
export interface NavigationFacts {
  readonly path: string;
  /** The query string with its "?", or "". */
  readonly search: string;
  readonly authenticated: boolean;
  readonly registrationConfirmed: boolean;
  /** A former member: their old cards are in the separate former members' area (SPEC 1, 2.5). */
  readonly formerMember: boolean;
  /** A card member: new cards are added from the member pages, not through the new-applicant flow. */
  readonly cardMember: boolean;
  readonly smartphone: boolean;
  /** The app-integration (Day1) feature flag. */
  readonly appIntegration: boolean;
  /** The page was opened from outside the app (typed, bookmarked, reloaded), not by in-app navigation. */
  readonly directEntry: boolean;
  /** Where apply pages send a non-smartphone browser (config/externalPages.json). */
  readonly pcSignUpUrl: string;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'leave'; readonly url: string }
  | { readonly kind: 'notFound' };

/** The path without a trailing slash, so /member/ and /member are one page. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function isInArea(path: string, area: string): boolean {
  const page = normalisePath(path);
  return page === area || page.startsWith(`${area}/`);
}

const inAny = (path: string, areas: readonly string[]): boolean => areas.some((area) => isInArea(path, area));

export function requiresLogin(path: string): boolean {
  return inAny(path, loginRequiredAreas) && !loginExemptPages.some((page) => normalisePath(path) === page);
}

export function isPcSecurityPage(path: string): boolean {
  return inAny(path, pcSecurityAreas);
}

/** /login with the wanted page (query kept) and, for PC security pages, pcSecPageFlg=1 (SPEC 2.7, 7.1). */
export function loginPath(path: string, search: string): string {
  const query = new URLSearchParams({ redirect: `${path}${search}` });
  if (isPcSecurityPage(path)) query.set('pcSecPageFlg', '1');
  return `/login?${query.toString()}`;
}

/**
 * SPEC 2.7: iPhone, iPod and Android phones are smartphones; tablets (iPad, Android without "Mobile") and
 * desktop browsers are PCs for the apply rule.
 */
export function isSmartphone(userAgent: string): boolean {
  return /iPhone|iPod|Android.+Mobile|Windows Phone/.test(userAgent);
}

/**
 * Whether /allocation may continue to a page opened directly: journey steps that need earlier answers held
 * in the page cannot be resumed from a URL and show /error/notdirect instead. Every page of a registered flow
 * resumes, its confirm and result pages too (the draft is on the server and the server's view says which of its
 * pages the person may open: a reload shows the same page again).
 */
export function mayResumeDirectly(path: string): boolean {
  if (flowForRoute(normalisePath(path))) return true;
  const last = normalisePath(path).split('/').pop() ?? '';
  return !(midJourneySegments as readonly string[]).includes(last);
}

function acceptsDirectEntry(path: string): boolean {
  const page = normalisePath(path);
  return !requiresLogin(page) || (directEntryPages as readonly string[]).includes(page);
}

/**
 * The routing rules of SPEC 2.7 in the order they apply. Pure: the router and the server's page guard call
 * it with what they know (the server never knows about in-app navigation and passes directEntry false).
 */
export function decideNavigation(facts: NavigationFacts): GuardDecision {
  const path = normalisePath(facts.path);

  if (path === applyAppPage) return facts.appIntegration ? { kind: 'allow' } : { kind: 'notFound' };
  const newApplicantPage = isInArea(path, applyArea) && !inAny(path, memberPagesInApplyArea);
  if (newApplicantPage) {
    if (facts.appIntegration) return { kind: 'redirect', to: applyAppPage };
    if (!facts.smartphone) return { kind: 'leave', url: facts.pcSignUpUrl };
  }

  // A shop's landing URL (SPEC 6) that names no partner shop: the applicant is told before logging in, not routed as a
  // direct applicant they did not mean to be.
  const shopId = new URLSearchParams(facts.search).get('shopId');
  if (shopId !== null && partnerOfShop(shopId) === undefined) return { kind: 'redirect', to: invalidShopUrlPage };

  if (!facts.authenticated) {
    if (requiresLogin(path)) return { kind: 'redirect', to: loginPath(path, facts.search) };
    if (inAny(path, serviceTopWithoutSessionAreas)) return { kind: 'redirect', to: '/' };
  }

  if (
    facts.authenticated &&
    facts.formerMember &&
    isInArea(path, memberArea) &&
    !(formerMemberAllowedPages as readonly string[]).includes(path)
  )
    return { kind: 'redirect', to: exMemberTopPage };
  if (facts.authenticated && facts.cardMember && newApplicantPage) return { kind: 'redirect', to: alreadyMemberPage };

  if (facts.authenticated && !facts.registrationConfirmed && isInArea(path, memberArea) && !inAny(path, unconfirmedAllowedAreas)) {
    return { kind: 'redirect', to: firstRegistrationPage };
  }

  const smartphoneOnly = smartphoneOnlyMemberAreas.find(({ area }) => isInArea(path, area));
  if (smartphoneOnly && !facts.smartphone && path !== smartphoneOnly.pcPage) return { kind: 'redirect', to: smartphoneOnly.pcPage };

  if (facts.directEntry && !acceptsDirectEntry(path)) {
    return { kind: 'redirect', to: `${allocationPage}?${new URLSearchParams({ to: `${path}${facts.search}` }).toString()}` };
  }
  return { kind: 'allow' };
}

/**
 * /allocation's decision for the page it was given: continue there, or the not-direct error. Only a path on
 * this origin is ever continued to.
 */
export function allocate(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return notDirectPage;
  const url = new URL(target, 'http://same-origin.invalid');
  if (url.origin !== 'http://same-origin.invalid') return notDirectPage;
  if (!requiresLogin(url.pathname) || !mayResumeDirectly(url.pathname)) return notDirectPage;
  return `${url.pathname}${url.search}`;
}

/**
 * Where a page load ends once the router has judged it (a direct entry, `directEntry` true) and /allocation has
 * passed it on: a protected page that may stand on its own is redirected to /allocation, which continues to the
 * same address, replacing both history entries. The server renders a first page only when this says `allow`
 * (src/ssr/renderPage.tsx), so the page it draws is the page the router would have drawn.
 */
export function firstLoadDecision(facts: Omit<NavigationFacts, 'directEntry'>): GuardDecision {
  const decision = decideNavigation({ ...facts, directEntry: true });
  if (decision.kind !== 'redirect' || !decision.to.startsWith(`${allocationPage}?`)) return decision;
  const target = new URLSearchParams(decision.to.slice(allocationPage.length + 1)).get('to');
  const continued = allocate(target);
  return continued === `${normalisePath(facts.path)}${facts.search}` ? { kind: 'allow' } : { kind: 'redirect', to: decision.to };
}

/** SPEC 2.7: going back from a finished flow or an error lands on the service top. */
export function backGoesToServiceTop(leftPath: string): boolean {
  return inAny(leftPath, backGoesToServiceTopAreas);
}
