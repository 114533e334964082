import { createContext } from 'react';
import type { FlowView } from '../../flows/flowHost';
import { EMBEDDED_ANSWERS, takeEmbedded } from '../api/embeddedAnswers';

/**
 * The latest view of each flow this page has, kept across its pages: every navigation draws a new page (the shell
 * keys the page by location), and the view a save answered already says what the next page shows, so it is not
 * fetched again. A reload starts empty and reads the server's (a reload anywhere resumes from the saved draft);
 * a view grown stale in another window is caught by its version (409) and read again.
 */
interface Kept {
  view: FlowView;
  /** The step total the person was last shown, to explain a change of it (see FlowPage's counter note). */
  shownTotal?: number;
}

const kept = new Map<string, Kept>();

export function keptView(flowId: string): FlowView | undefined {
  if (!kept.has(flowId)) {
    // A page loaded fresh may carry its flow's view in the shell (the server read it for the page load): kept as if
    // fetched, so the first step draws without a request.
    const embedded = takeEmbedded<FlowView>(EMBEDDED_ANSWERS.flowView);
    if (embedded) kept.set(embedded.flowId, { view: embedded });
  }
  return kept.get(flowId)?.view;
}

export function keepView(view: FlowView): void {
  const before = kept.get(view.flowId);
  kept.set(view.flowId, { ...before, view });
}

/** The total shown last, and from now on `total`. */
export function swapShownTotal(flowId: string, total: number): number | undefined {
  const entry = kept.get(flowId);
  if (!entry) return undefined;
  const before = entry.shownTotal;
  entry.shownTotal = total;
  return before;
}

/**
 * Forgets every kept view: a card flow's view is about the card selected when it was read, so switching the card
 * must make the next flow page read the new card's draft instead of drawing the old one until a save answers 409.
 */
export function forgetViews(): void {
  kept.clear();
}

/**
 * The view a page is drawn with on the server (src/ssr/renderPage.tsx): the server holds no per-person state
 * between requests, so the view goes down the tree instead of into the map above. The browser hydrating that
 * page reads the same view from the document (`keptView`).
 */
export const ServerView = createContext<FlowView | null>(null);
