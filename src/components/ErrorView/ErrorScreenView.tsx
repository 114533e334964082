import { Link } from 'react-router';
import type { ErrorScreen } from '../../../enums/shellErrorScreens';
import { usePageTitle } from '../../shell/usePageTitle';
import { ErrorIcon } from './ErrorIcon';

/**
 * An error screen drawn from its texts: icon, heading, description, and the button to its back target. The shell's
 * own error view (src/shell/RouteError.tsx) draws its three screens with it without loading every screen's texts.
 */
export function ErrorScreenView({ screen, entry }: { readonly screen: string; readonly entry: ErrorScreen }) {
  usePageTitle(entry.pageTitle);
  return (
    <section className="error-view" data-error-screen={screen} aria-labelledby="error-heading">
      <ErrorIcon kind={entry.icon} />
      <h1 id="error-heading" tabIndex={-1}>
        {entry.heading}
      </h1>
      <p className="error-view__description">{entry.description}</p>
      <Link className="button button--primary" to={entry.backTo} replace>
        {entry.buttonLabel}
      </Link>
    </section>
  );
}
