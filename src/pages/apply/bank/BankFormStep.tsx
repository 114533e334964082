import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BANK_ERROR_ROUTE } from '../../../../flows/bank';
import { bankConditions, bankSchemas, bankValidators, type BankStepId } from '../../../../schemas/bankForm';
import { flowMessages } from '../../../flow/messages';
import { applyMessages } from '../applyMessages';
import { StepPage, type SaveResult } from '../../../flow/StepPage';
import type { Answers, StepSchema } from '../../../flow/types';
import { usePageTitle } from '../../../shell/usePageTitle';
import { lookupZip } from '../applyApi';
import { fetchBranches, saveBankStep, type BankEntry, type BranchSummary } from './bankApi';
import { bankBackRoute, bankProgress, detailSchema } from './bankStep';

interface BankFormStepProps {
  readonly state: string;
  readonly entry: BankEntry;
  readonly onSaved: (entry: BankEntry) => void;
  readonly onFail: (error: unknown) => void;
}

/** The bank steps drawn from their schemas (detail, small transfer), saved through the bank entry API. */
export function BankFormStep({ state, entry, onSaved, onFail }: BankFormStepProps) {
  const navigate = useNavigate();
  const step = state as BankStepId;
  const [branches, setBranches] = useState<readonly BranchSummary[] | null>(null);
  const bank = entry.bank;
  usePageTitle(String(bankSchemas[step]['title'] ?? ''));

  useEffect(() => {
    if (step !== 'bankDetail' || !bank) return;
    let current = true;
    fetchBranches(bank.code).then((found) => current && setBranches(found), onFail);
    return () => {
      current = false;
    };
  }, [step, bank, onFail]);

  const schema = useMemo(() => (step === 'bankDetail' ? (branches && bank ? detailSchema(bankSchemas.bankDetail, bank.name, branches) : null) : bankSchemas[step]), [step, branches, bank]);

  const onSave = async (answers: Answers): Promise<SaveResult> => {
    try {
      const answer = await saveBankStep(step, answers);
      if (answer.kind === 'invalid') return { ok: false, errors: answer.errors };
      if (answer.kind === 'refused') {
        void navigate(BANK_ERROR_ROUTE, { replace: true });
        return { ok: true };
      }
      onSaved(answer.entry);
      void navigate(answer.entry.flow.currentRoute);
    } catch (error) {
      onFail(error);
    }
    return { ok: true };
  };

  if (!schema) {
    return (
      <p className="step__loading" role="status">
        {applyMessages.loading}
      </p>
    );
  }
  const backRoute = bankBackRoute(entry, step);
  return (
    <StepPage
      schema={schema as StepSchema}
      validate={bankValidators[step]}
      conditions={bankConditions}
      answers={entry.flow.answers[step] ?? {}}
      onSave={onSave}
      lookupZip={lookupZip}
      progress={bankProgress(entry, step)}
      back={
        backRoute && (
          <Link className="step-back" to={backRoute}>
            {flowMessages.back}
          </Link>
        )
      }
    />
  );
}
