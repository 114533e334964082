import { errorScreens, type ErrorScreenKey } from '../../../enums/errorScreens';
import { ErrorScreenView } from './ErrorScreenView';

export interface ErrorViewProps {
  screen: ErrorScreenKey;
}

/** One error screen of SPEC 8.2 by its name. */
export function ErrorView({ screen }: ErrorViewProps) {
  return <ErrorScreenView screen={screen} entry={errorScreens[screen]} />;
}
