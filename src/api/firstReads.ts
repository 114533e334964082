import { createContext, useContext, useRef } from 'react';
import { EMBEDDED_ANSWERS, takeEmbedded } from './embeddedAnswers';

/**
 * The answers a page was drawn with (issue 33): the server draws a member's page with its reads done
 * (src/ssr/renderPage.tsx) and embeds them; the browser's first render takes the same answers, so it hydrates what the
 * server drew and asks nothing before the page shows. `load` resolves to undefined for what is not to be drawn (a
 * read that failed: the browser reads it again).
 */
export interface FirstReads {
  first<T>(key: string, load: () => Promise<T | undefined>): T | undefined;
}

let embedded: Readonly<Record<string, unknown>> | null | undefined;
let hydrated = false;

/** The browser's: the embedded answers until the drawn page is hydrated (src/shell/serverDrawnPage.ts), then none. */
const browserReads: FirstReads = {
  first: <T>(key: string): T | undefined => {
    if (hydrated) return undefined;
    embedded ??= takeEmbedded<Record<string, unknown>>(EMBEDDED_ANSWERS.pageReads);
    return embedded?.[key] as T | undefined;
  },
};

/** Once the drawn page is live, a page read later (another page, the same page again) reads afresh. */
export function forgetFirstReads(): void {
  hydrated = true;
  embedded = null;
}

export const FirstReadsContext = createContext<FirstReads>(browserReads);

/** The answer the page was drawn with under `key`, for a hook's first state; undefined when it must read. */
export function useFirstRead<T>(key: string, load: () => Promise<T | undefined>): T | undefined {
  return useContext(FirstReadsContext).first(key, load);
}

/**
 * For a hook whose effect reads: true on the effect's first run when the hook started from a drawn answer (that run
 * has nothing to read), false ever after (a new key, a retry).
 */
export function useStartedDrawn(drawn: boolean): () => boolean {
  const started = useRef(drawn);
  return () => {
    const was = started.current;
    started.current = false;
    return was;
  };
}
