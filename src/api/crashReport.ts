/**
 * SPEC 7.3 and 8.3: a thrown failure is reported to the server (POST /v1/report/crash/) and the page goes on as it
 * would have. One line (the error's name and message, control characters made spaces), the time, the browser; never
 * a stack (file paths), never an answer. Sending never throws and never waits: `keepalive` lets it finish while the
 * page moves on.
 */
export function reportCrash(error: unknown, ppcdToken?: string): void {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message})` : ''}`
      : String(error);
  const report = {
    message: text.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 2000) || 'unknown failure',
    time: new Date().toISOString(),
    model: navigator.userAgent.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 100),
    ...(ppcdToken ? { ppcdToken } : {}),
  };
  try {
    void fetch('/v1/report/crash/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A browser without fetch reports nothing; the page's own error view is what the person sees.
  }
}
