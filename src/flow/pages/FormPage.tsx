import { useMemo } from 'react';
import { StepPage } from '../StepPage';
import { lookupZip } from '../flowApi';
import type { Answers, StepSchema } from '../types';
import { usePageTitle } from '../../shell/usePageTitle';
import type { FlowPageProps } from './flowPageProps';
import { schemaOf, textOf, withFacts } from './schemaOf';
import { withContextOptions } from '../../../schemas/contextOptions';
import { SECRET_MARKER } from '../../../schemas/secrets';
import { currentValues } from '../../../schemas/currentValues';

/** A secret is never shown again: its step asks for it anew (schemas/secrets.ts). */
const withoutSecrets = (answers: Readonly<Record<string, unknown>>): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== SECRET_MARKER));

/** A `form` state: the generic renderer over the state's step schema, with the view's position, back link and context. */
// A form a done view offers is a repeatable flow's first step (`restartRoute`): a new run, so it starts from the
// settings as they are now (`x-current`) rather than from the finished run's answers.
export default function FormPage({ view, step, form, save, back, notice }: FlowPageProps) {
  const { schema: written, validate } = schemaOf(form, step.schema);
  const schema = useMemo(
    () => written && withContextOptions(withFacts(written, view.facts), step.context),
    [written, view.facts, step.context],
  );
  const heading = textOf(schema?.['title']);
  usePageTitle(step.section ? `${heading}（${step.section}）` : heading);
  if (!schema || !validate) throw new Error(`no step schema for ${step.state}`);
  return (
    <StepPage
      schema={schema as StepSchema}
      validate={validate}
      conditions={form.conditions}
      answers={
        (view.status !== 'done' && view.answers[step.state]
          ? withoutSecrets(view.answers[step.state] ?? {})
          : { ...currentValues(schema, step.context), ...view.prefill?.[step.state] }) as Answers
      }
      context={step.context as Answers}
      onSave={save}
      lookupZip={lookupZip}
      {...(step.position ? { progress: step.position } : {})}
      {...(step.section ? { section: step.section } : {})}
      back={back}
      notice={notice}
    />
  );
}
