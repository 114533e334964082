import { shellErrorScreens } from '../../../enums/shellErrorScreens';
import { ErrorScreenView } from '../../components/ErrorView/ErrorScreenView';

/** Drawn by the flow host as well as by the router: one of the shell's own screens, without every screen's texts. */
export default function NotFound() {
  return <ErrorScreenView screen="pageNotFound" entry={shellErrorScreens.pageNotFound} />;
}
