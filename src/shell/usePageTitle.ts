import { createContext, useContext, useEffect } from 'react';

const serviceName = 'カード会員サービス';

/** The document title of a page: its own title with the service's name, or the service's name alone. */
export function documentTitle(title: string): string {
  return title === serviceName ? serviceName : `${title} | ${serviceName}`;
}

/**
 * Where the server's drawing of a page (src/ssr/renderPage.tsx) collects the page's title, so the document it sends
 * is titled as the page will be: a screen reader announces the title when the page loads, before any script.
 */
export const ServerPageTitle = createContext<{ title?: string } | null>(null);

export function usePageTitle(title: string): void {
  const serverTitle = useContext(ServerPageTitle);
  if (serverTitle) serverTitle.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
