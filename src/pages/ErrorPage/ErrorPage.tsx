import { useSearchParams } from 'react-router';
import { ErrorView } from '../../components/ErrorView';
import { errorScreenFromQuery } from './errorScreenFromQuery';

export default function ErrorPage() {
  const [query] = useSearchParams();
  return <ErrorView screen={errorScreenFromQuery(query)} />;
}
