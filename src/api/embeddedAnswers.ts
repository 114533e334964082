/**
 * Answers the server put in the page shell for this document's first requests (server/plugins/app/frontEnd.ts):
 * the router's guard facts, the session's web token and the view of the flow the page belongs to, so a first visit
 * draws without waiting for them (issue 20), and the router's state for a page the server drew (src/ssr/renderPage.tsx)
 * with the answers it read for it and the member's credential it read them with (issue 33, firstReads.ts).
 * Each is taken once: later asks go to the server, as before. The ids are the shell's and the browser's contract
 * (api/embeddedAnswers.ts).
 */
import { EMBEDDED_ANSWERS } from '../../api/embeddedAnswers';

export { EMBEDDED_ANSWERS };

export function takeEmbedded<T>(id: (typeof EMBEDDED_ANSWERS)[keyof typeof EMBEDDED_ANSWERS]): T | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return null;
  }
}
