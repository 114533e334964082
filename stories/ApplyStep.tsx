import { MemoryRouter } from 'react-router';
import { applyConditions, applySchemas, applyValidators, type ApplyStepId } from '../schemas/generated/apply';
import { StepPage, type SaveResult } from '../src/flow/StepPage';
import type { Answers, StepSchema } from '../src/flow/types';
import { lookupZip } from '../src/flow/flowApi';
import { FlowNotice } from '../src/flow/FlowNotice';

export interface ApplyStepProps {
  readonly step: ApplyStepId;
  /** Earlier answers the step reads (`x-context`), e.g. the job for the income step. */
  readonly context?: Answers;
  readonly answers?: Answers;
  /** Only these fields of the step (a widget on its own); the step's validator still checks them. */
  readonly fields?: readonly string[];
  /** The answers are a prefill (the payment app's record), not saved ones: the host's notice says so above the step. */
  readonly prefilled?: boolean;
}

/** The step's schema cut down to some of its fields: the validator's errors on the others are not reported. */
function onlyFields(schema: StepSchema, fields: readonly string[] | undefined): StepSchema {
  if (!fields) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => fields.includes(name)));
  return { ...schema, properties, required: (schema.required ?? []).filter((name) => fields.includes(name)) };
}

/** A step as the applicant sees it at 390 px; 次へ runs the step's real compiled validation in the page. */
export function ApplyStep({ step, context = {}, answers = {}, fields, prefilled = false }: ApplyStepProps) {
  const saved = async (): Promise<SaveResult> => ({ ok: true });
  return (
    <MemoryRouter>
      <main className="page" style={{ maxWidth: 390 }}>
        <StepPage
          schema={onlyFields(applySchemas[step] as StepSchema, fields)}
          validate={applyValidators[step]}
          conditions={applyConditions}
          answers={answers}
          context={context}
          onSave={saved}
          lookupZip={lookupZip}
          progress={{ n: 1, m: 13 }}
          notice={
            prefilled ? (
              <FlowNotice
                flowId="apply"
                step={{ state: step, route: '', schema: `apply/${step}`, page: 'form', context: {} }}
                conflict={false}
                schemaChanged={false}
                prefilled
              />
            ) : null
          }
        />
      </main>
    </MemoryRouter>
  );
}
