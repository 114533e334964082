/**
 * The names under which the script of a page the server drew (server/plugins/app/pageHints.ts) keeps, on `window`,
 * what a person typed or pressed before the page's own script ran; the browser takes them once it is live
 * (src/shell/typedBeforeHydration.ts).
 */
export const TYPED_BEFORE_HYDRATION = '__typedBeforeHydration';

/** A text field's or a select's value (a select's is the chosen option's index), or a box's or radio's check. */
export type TypedField = { readonly value: string } | { readonly checked: boolean };

export const PRESSED_BEFORE_HYDRATION = '__pressedBeforeHydration';
