/** How long a page may take to draw its heading after the address changed (a lazily loaded page, a slow read). */
const WATCH_MS = 8000;

/**
 * Focuses the new page's heading once it is drawn, so a screen reader announces the page it arrived on (WCAG
 * 2.4.3). A page whose code or data is still loading draws its heading later than the address changes, and until
 * then the page left (or none) is on the screen: the heading is watched and focused again whenever another one
 * appears or its text changes, until the person moves the focus themselves (a field, a link, a button, or the error
 * summary a page focuses), the next page change, or WATCH_MS. Answers the function that stops watching.
 */
export function focusNewHeading(): () => void {
  // What had the focus when the address changed (the link or button that changed it) is not the person's new choice.
  const before = document.activeElement;
  let focused: HTMLElement | null = null;
  let focusedText: string | null = null;
  const observer = new MutationObserver(() => attempt());
  const timer = window.setTimeout(() => stop(), WATCH_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  function attempt(): void {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || (heading === focused && heading.textContent === focusedText)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== focused && active !== before) {
      stop();
      return;
    }
    heading.focus({ preventScroll: true });
    focused = heading;
    focusedText = heading.textContent;
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  attempt();
  return stop;
}
