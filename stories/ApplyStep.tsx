import { MemoryRouter } from 'react-router';
import { applySchemas, applyValidators, type ApplyStepId } from '../schemas/applyForm';
import { StepPage, type SaveResult } from '../src/flow/StepPage';
import type { Answers, StepSchema } from '../src/flow/types';
import { lookupZip } from '../src/pages/apply/applyApi';

export interface ApplyStepProps {
  readonly step: ApplyStepId;
  /** Earlier answers the step reads (`x-context`), e.g. the job for the income step. */
  readonly context?: Answers;
  readonly answers?: Answers;
}

/** A step as the applicant sees it at 390 px; 次へ runs the step's real compiled validation in the page. */
export function ApplyStep({ step, context = {}, answers = {} }: ApplyStepProps) {
  const saved = async (): Promise<SaveResult> => ({ ok: true });
  return (
    <MemoryRouter>
      <main className="page" style={{ maxWidth: 390 }}>
        <StepPage schema={applySchemas[step] as StepSchema} validate={applyValidators[step]} answers={answers} context={context} onSave={saved} lookupZip={lookupZip} progress={{ n: 1, m: 13 }} />
      </main>
    </MemoryRouter>
  );
}
