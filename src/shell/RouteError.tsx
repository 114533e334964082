import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { shellErrorScreens } from '../../enums/shellErrorScreens';
import { ErrorScreenView } from '../components/ErrorView/ErrorScreenView';
import { claimReload, isChunkLoadError } from './chunkReloadGuard';
import { reportCrash } from '../api/crashReport';

/**
 * A page that failed to load or threw. The router has already moved to the wanted URL, so a missing chunk
 * (an old page after a release) reloads that URL once; a second failure within 10 s shows the network error.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const [reloading] = useState(() => chunkFailed && claimReload(sessionStorage, Date.now()));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reload is decided once, for the error the page opened with
  useEffect(() => {
    if (reloading) window.location.reload();
    // A page that threw (not a missing page, nor an old chunk about to be reloaded) is a failure to report.
    else if (!notFound) reportCrash(error);
  }, [reloading]);

  if (reloading) return null;
  const screen = notFound ? 'pageNotFound' : chunkFailed ? 'networkError' : 'systemError';
  return (
    <main id="main" className="page">
      <ErrorScreenView screen={screen} entry={shellErrorScreens[screen]} />
    </main>
  );
}
