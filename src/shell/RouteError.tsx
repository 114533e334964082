import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../components/ErrorView';

/** A page that failed to load or threw: the network error when a chunk could not be fetched, else the system error. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /fetch|import|module/i.test(error.message);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page">
      <ErrorView screen={notFound ? 'pageNotFound' : chunkFailed ? 'networkError' : 'systemError'} />
    </main>
  );
}
