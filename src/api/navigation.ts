/**
 * How the API client moves to its screens (session error, maintenance), handed in by the app's entry. A module of
 * its own, so the client never imports the router (whose module graph holds every page, which hold the client: an
 * import cycle) and the entry chunk does not pull in the client to wire it.
 */
let go: (path: string) => void = (path) => window.location.replace(path);

/** Called once by the app's entry, before the first render; until then (tests, a bare page) a full load. */
export function connectNavigation(navigate: (path: string) => void): void {
  go = navigate;
}

/** Replaces the current history entry, as a redirect would: the screen is not a page to come back to. */
export function navigateTo(path: string): void {
  go(path);
}
