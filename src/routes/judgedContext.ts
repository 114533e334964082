import type { GuardContext } from '../../routing/guards';

let judged: GuardContext | null = null;

/** Kept by the guards (guardsLoader.ts) each time the server answers the facts a navigation is judged by. */
export function rememberJudgedContext(context: GuardContext): void {
  judged = context;
}

/**
 * The facts the current page was let in by, for a page that shows who is there: the service top offers a logged-in
 * member their pages instead of a second login. Null before any answer. A module of its own, not the guards': a page
 * importing the guards' module made the bundler split the flow registry out of the entry into a chunk every page loads.
 */
export function judgedContext(): GuardContext | null {
  return judged;
}
