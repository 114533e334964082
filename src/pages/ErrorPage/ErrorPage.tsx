import { useSearchParams } from 'react-router';
import { ErrorView } from '../../components/ErrorView';
import { errorScreenFromQuery, wayBackFromQuery } from './errorScreenFromQuery';

export default function ErrorPage() {
  const [query] = useSearchParams();
  const wayBack = wayBackFromQuery(query);
  return <ErrorView screen={errorScreenFromQuery(query)} {...(wayBack ? { wayBack } : {})} />;
}
