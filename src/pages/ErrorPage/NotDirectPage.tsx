import { ErrorView } from '../../components/ErrorView';

export default function NotDirectPage() {
  return <ErrorView screen="notDirect" />;
}
