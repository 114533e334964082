import { Link } from 'react-router';
import { errorScreens, type ErrorScreenKey } from '../../../enums/errorScreens';
import { usePageTitle } from '../../shell/usePageTitle';
import { ErrorIcon } from './ErrorIcon';

export interface ErrorViewProps {
  screen: ErrorScreenKey;
}

/** One error screen of SPEC 8.2: icon, heading, description, and the button to its back target. */
export function ErrorView({ screen }: ErrorViewProps) {
  const entry = errorScreens[screen];
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
