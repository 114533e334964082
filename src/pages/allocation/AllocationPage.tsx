import { Navigate, useSearchParams } from 'react-router';
import { allocate } from '../../../routing/guards';
import { usePageTitle } from '../../shell/usePageTitle';

/**
 * SPEC 2.2 /allocation: the interim page after direct entry to a protected page. It continues to the page
 * when it can stand on its own, otherwise shows /error/notdirect (rules in routing/guards.ts).
 */
export default function AllocationPage() {
  usePageTitle('画面を準備しています');
  const [query] = useSearchParams();
  return (
    <>
      <p role="status">画面を準備しています…</p>
      <Navigate to={allocate(query.get('to'))} replace />
    </>
  );
}
