import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which @rjsf/core imports for markdown in descriptions (vite.config.ts aliases
 * it): our step schemas hold plain Japanese text, so the 85 KB parser never ships to the phone.
 */
export function Markdown({ children }: { readonly children?: ReactNode; readonly options?: unknown }) {
  return <>{children}</>;
}
