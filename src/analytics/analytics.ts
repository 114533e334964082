/**
 * First-party analytics (SPEC 7.3: page views, events, web vitals sampled at 10 %), sent to this service's own
 * POST /v1/analytics and nowhere else. Nothing personal goes out: a page is its path only (no query, no hash: ids and
 * tokens travel in queries), an event is a name from the code, a vital a name and a number; no user id, no answer.
 */
export type AnalyticsRecord =
  | { readonly kind: 'pageView'; readonly page: string }
  | { readonly kind: 'event'; readonly page: string; readonly name: string }
  | { readonly kind: 'webVital'; readonly page: string; readonly name: string; readonly value: number };

/** SPEC 9: web vitals from one page load in ten. */
export const WEB_VITALS_SAMPLE_RATE = 0.1;

/** The page as analytics may see it: the path alone, at most 120 characters. */
export function pageOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return (path.replace(/\/+$/, '') || '/').slice(0, 120);
}

/** Whether this page load reports web vitals, decided once: `draw` is a number in [0, 1). */
export const sampledForWebVitals = (draw: number): boolean => draw < WEB_VITALS_SAMPLE_RATE;

function send(records: readonly AnalyticsRecord[]): void {
  try {
    void fetch('/v1/analytics', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ records }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Analytics never stands in a person's way.
  }
}

export function trackPageView(pathname: string): void {
  send([{ kind: 'pageView', page: pageOf(pathname) }]);
}

export function trackEvent(name: string, pathname: string = window.location.pathname): void {
  send([{ kind: 'event', page: pageOf(pathname), name }]);
}

let vitalsStarted = false;

/**
 * Starts reporting this load's web vitals (LCP, CLS, INP through Google's web-vitals library, loaded only for the
 * sampled tenth), each once it is final, against the page it was measured on.
 */
export function startWebVitals(draw: number = Math.random()): void {
  if (vitalsStarted || !sampledForWebVitals(draw)) return;
  vitalsStarted = true;
  void import('web-vitals').then(
    ({ onCLS, onINP, onLCP }) => {
      const report = ({ name, value }: { readonly name: string; readonly value: number }) =>
        send([{ kind: 'webVital', page: pageOf(window.location.pathname), name, value: Math.round(value * 1000) / 1000 }]);
      onLCP(report);
      onCLS(report);
      onINP(report);
    },
    () => undefined,
  );
}
