// The console's pages import these too; kept apart from the modules that read the database so a page (and its story
// in the browser) does not pull the examination, and node:crypto with it, into its bundle.

/** How staff look a case up (issue 58): what the person quotes on the phone. */
export const SEARCH_BY = { inquiryNumber: 'お問い合わせ番号', name: 'お名前', phone: '電話番号' } as const;
export type SearchBy = keyof typeof SEARCH_BY;
export const isSearchBy = (value: unknown): value is SearchBy => typeof value === 'string' && Object.hasOwn(SEARCH_BY, value);

/** A queue's cases a page at a time (issue 58: a queue of thousands). */
export const QUEUE_PAGE_SIZE = 50;

/** At most this many search lines are shown; more asks for a narrower search rather than a page of them. */
export const SEARCH_LIMIT = 100;
