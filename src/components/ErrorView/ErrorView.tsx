import { errorScreens, type ErrorScreenKey } from '../../../enums/errorScreens';
import type { ErrorWayBack } from '../../pages/ErrorPage/errorScreenFromQuery';
import { ErrorScreenView } from './ErrorScreenView';

export interface ErrorViewProps {
  screen: ErrorScreenKey;
  /** The way back the flow the screen was reached from asked for, instead of the screen's own. */
  wayBack?: ErrorWayBack;
}

const wayBackLabels: Readonly<Record<ErrorWayBack['kind'], string>> = {
  flowStart: 'お手続きの最初に戻る',
  memberTop: '会員トップへ戻る',
};

/** One error screen of SPEC 8.2 by its name. */
export function ErrorView({ screen, wayBack }: ErrorViewProps) {
  const entry = errorScreens[screen];
  return (
    <ErrorScreenView screen={screen} entry={wayBack ? { ...entry, backTo: wayBack.to, buttonLabel: wayBackLabels[wayBack.kind] } : entry} />
  );
}
