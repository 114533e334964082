import { ErrorView } from '../../components/ErrorView';

export default function SessionErrorPage() {
  return <ErrorView screen="sessionError" />;
}
