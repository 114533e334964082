import '../../../styles/flow.css';
import './bank.css';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BANK_ERROR_ROUTE } from '../../../../flows/bank';
import NotFound from '../../NotFound/NotFound';
import { LoginRequired, SessionEnded } from '../applyApi';
import { applyMessages } from '../applyMessages';
import { BankCompleteStep } from './BankCompleteStep';
import { BankFormStep } from './BankFormStep';
import { BankListStep } from './BankListStep';
import { getBankEntry, type BankEntry } from './bankApi';
import { bankStateForRoute } from './bankRoutes';

const ILLEGAL_OPERATION = '/error?type=illegalOperation';

/** Whether the saved registration lets this state be shown (the server's replayed path decides). */
function mayShow(entry: BankEntry, state: string): boolean {
  const { flow } = entry;
  if (flow.status === 'registered') return state === flow.currentStep;
  return state !== 'registered' && (flow.visitedSteps.includes(state) || flow.currentStep === state);
}

/**
 * Every route of the bank machine (flows/bank.ts), after the application is submitted: the URL names the state, the
 * saved registration says whether it may be shown. Before the submit the server refuses (4006) and the page goes
 * to the illegal-operation error; a registered account only shows its completion.
 */
export default function BankPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = bankStateForRoute(pathname);
  const [entry, setEntry] = useState<BankEntry | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof LoginRequired) window.location.assign(`/login?redirect=${encodeURIComponent(pathname)}`);
      else if (!(error instanceof SessionEnded)) void navigate(BANK_ERROR_ROUTE, { replace: true });
    },
    [navigate, pathname],
  );

  useEffect(() => {
    let current = true;
    getBankEntry().then((found) => {
      if (!current) return;
      if (found === 'refused') void navigate(ILLEGAL_OPERATION, { replace: true });
      else setEntry(found);
    }, fail);
    return () => {
      current = false;
    };
    // Read once per visit; afterwards every save answers the new state.
  }, []);

  const allowed = entry !== null && state !== undefined && mayShow(entry, state);
  useEffect(() => {
    if (!entry || !state || allowed) return;
    void navigate(entry.flow.status === 'registered' ? entry.flow.currentRoute : ILLEGAL_OPERATION, { replace: true });
  }, [entry, state, allowed, navigate]);

  if (state === undefined) return <NotFound />;
  if (!entry || !allowed) {
    return (
      <p className="step__loading" role="status">
        {applyMessages.loading}
      </p>
    );
  }
  if (state === 'registered') return <BankCompleteStep entry={entry} />;
  if (state === 'bankList') return <BankListStep entry={entry} onSaved={setEntry} onFail={fail} />;
  return <BankFormStep key={state} state={state} entry={entry} onSaved={setEntry} onFail={fail} />;
}
