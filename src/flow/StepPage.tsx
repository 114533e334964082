import '../styles/flow.css';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RegistryFieldsType, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils';
import type { JsonObject } from '../../schemas/resolveSchema';
import { normaliseAnswers } from '../../schemas/stepForm';
import { uiSchemaOf } from '../../schemas/uiSchema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FlowFormContext, ZipCandidate } from './formContext';
import { takeTypedBeforeHydration } from '../shell/typedBeforeHydration';
import { typedStepAnswers } from './typedAnswers';
import { flowMessages } from './messages';
import { StepProgress } from './StepProgress';
import { stepValidator, validationData } from './stepValidator';
import { useSubmitRehearsal } from './submitRehearsal';
import { ErrorSummary, SubmitCounter } from './theme/ErrorSummary';
import { FieldErrorTemplate } from './theme/FieldErrorTemplate';
import { FieldTemplate } from './theme/FieldTemplate';
import { ObjectFieldTemplate } from './theme/ObjectFieldTemplate';
import { SchemaFieldAfterSummary } from './theme/SchemaFieldAfterSummary';
import type { Answers, Conditions, FieldError, StepSchema, StepValidator } from './types';
import { widgets } from './widgets';

/** The server's verdict on a save: saved, or the fields it refused with their Japanese messages. */
export type SaveResult = { readonly ok: true } | { readonly ok: false; readonly errors: readonly FieldError[] };

export interface StepPageProps {
  readonly schema: StepSchema;
  readonly validate: StepValidator;
  /** The flow's compiled `if` validators: they decide which conditional fields the step draws. */
  readonly conditions: Conditions;
  readonly answers: Answers;
  /** Earlier answers this step's rules read (`x-context`): they decide which fields show, never shown themselves. */
  readonly context?: Answers;
  readonly onSave: (answers: Answers) => Promise<SaveResult>;
  readonly lookupZip: (zip7: string) => Promise<readonly ZipCandidate[]>;
  readonly progress?: { readonly n: number; readonly m: number };
  /** Drawn above the heading: the link back to the previous step actually visited. */
  readonly back?: ReactNode;
  readonly submitLabel?: string;
  /** The repeated section the page belongs to (「家族カード（1人目）」), shown above the heading. */
  readonly section?: string;
  /** A notice about the flow (the step total changed, another window saved), under the step number. */
  readonly notice?: ReactNode;
}

const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: ErrorSummary,
  FieldErrorTemplate,
};

const fields: RegistryFieldsType<Answers> = { SchemaField: SchemaFieldAfterSummary };

/**
 * Any step, drawn from its schema: heading and lead from the schema, fields through our templates and widgets,
 * validation by the step's precompiled validator, then the server's (which may still refuse: its messages are
 * shown the same way and nothing moves on).
 */
export function StepPage({
  schema,
  validate,
  conditions,
  answers,
  context = {},
  onSave,
  lookupZip,
  progress,
  back,
  submitLabel,
  section,
  notice,
}: StepPageProps) {
  const [formData, setFormData] = useState<Answers>(() => ({ ...context, ...answers }));
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [widgetErrors, setWidgetErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  /** The server's refusals of a save: each is a try the summary is announced for again, like a failed submit. */
  const [refusals, setRefusals] = useState(0);
  /** Counts the fields filled by a widget (the zip lookup fills the address), so shown errors are checked again. */
  const [patches, setPatches] = useState(0);
  const form = useRef<Form<Answers>>(null);
  /** Whether the form shows the errors of a failed submit, which a widget's new finding must refresh. */
  const shownErrors = useRef(false);
  const owned = useMemo(() => Object.keys(widgetErrors), [widgetErrors]);
  const ownedNow = useRef(owned);
  ownedNow.current = owned;
  const validator = useMemo(
    () => stepValidator(validate, conditions, context, undefined, () => ownedNow.current),
    [validate, conditions, context],
  );
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...uiSchemaOf(schema as JsonObject), 'ui:submitButtonOptions': { norender: true } }),
    [schema],
  );
  const formContext = useMemo<FlowFormContext>(
    () => ({
      patch: (values) => {
        setFormData((d) => ({ ...d, ...values }));
        // The server's refusals of the filled fields no longer hold; the form's own are checked again below.
        setServerErrors((errors) => (errors.some((e) => e.field in values) ? errors.filter((e) => !(e.field in values)) : errors));
        setPatches((n) => n + 1);
      },
      lookupZip,
      context,
      reportError: (field, message) =>
        setWidgetErrors((errors) => {
          if (message === null && !(field in errors)) return errors;
          const next = { ...errors };
          if (message === null) delete next[field];
          else next[field] = message;
          return next;
        }),
    }),
    [lookupZip, context],
  );
  // A step the server drew takes in what was typed on it before the page's script ran: hydration drew the fields from
  // this state, which had not seen the typing (src/shell/typedBeforeHydration.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: what was typed before hydration is taken in once
  useEffect(() => {
    // The field the person is in keeps the focus through hydration (its element is kept), so it is the one not yet left.
    const schemaUtils = form.current?.state.schemaUtils;
    const resolve = (data: Answers) => (schemaUtils ? (schemaUtils.retrieveSchema(schema as RJSFSchema, data) as StepSchema) : schema);
    const typed = typedStepAnswers(resolve, { ...context, ...answers }, takeTypedBeforeHydration(), document.activeElement?.id);
    // At once, not after the hydration's transition: the press made meanwhile is replayed next
    // (src/shell/serverDrawnPage.ts) and must find the typing in the form's state.
    if (Object.keys(typed).length > 0) flushSync(() => setFormData((data) => ({ ...data, ...typed })));
  }, []);
  const extraErrors = useMemo(() => {
    const all = [...Object.entries(widgetErrors).map(([field, message]) => ({ field, message })), ...serverErrors];
    return all.length > 0 ? validationData(all).errorSchema : undefined;
  }, [serverErrors, widgetErrors]);
  // Errors shown since a failed submit are redrawn when a widget's finding changes (RJSF keeps them until asked).
  const formDataNow = useRef(formData);
  formDataNow.current = formData;
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when a widget's finding changes; the data is read through a ref
  useEffect(() => {
    // With this page's data: a widget may have just patched it, which the form has not taken in yet.
    if (shownErrors.current) form.current?.validateFormWithFormData(formDataNow.current);
  }, [widgetErrors, patches]);
  useSubmitRehearsal(form, formDataNow);

  const submit = async ({ formData: data }: IChangeEvent<Answers>) => {
    const normalised = normaliseAnswers(schema as JsonObject, data ?? {});
    setFormData({ ...context, ...normalised });
    setSaving(true);
    try {
      const result = await onSave(normalised);
      setServerErrors(result.ok ? [] : result.errors);
      if (!result.ok) setRefusals((n) => n + 1);
    } catch {
      setServerErrors([{ field: '', message: flowMessages.saveFailed }]);
      setRefusals((n) => n + 1);
    } finally {
      setSaving(false);
    }
  };

  return (
    // The person's submits are counted by the counter itself, so a failed one re-renders the counter and RJSF's form,
    // not this page (see SubmitCounter).
    <SubmitCounter className="step" refusals={refusals}>
      {back}
      {/* A flow of one step has no progress to show: 「ステップ 1 / 1」 with a full bar read as if the flow were done. */}
      {progress && progress.m > 1 && <StepProgress n={progress.n} m={progress.m} />}
      {notice}
      {section && <p className="step__section">{section}</p>}
      <h1 tabIndex={-1}>{schema.title}</h1>
      {typeof schema.description === 'string' && <p className="step__lead">{schema.description}</p>}
      <Form<Answers>
        ref={form}
        className="step__form"
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        fields={fields}
        templates={templates}
        extraErrors={extraErrors}
        // A widget's own error (a refused photo) holds the step back; the server's never do, so a retry can go out.
        extraErrorsBlockSubmit={owned.length > 0}
        showErrorList="top"
        // A consent field is `const: true`; RJSF would otherwise pre-tick it as a default.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        noHtml5Validate
        onChange={({ formData: data }) => {
          setFormData({ ...context, ...data });
          if (serverErrors.length > 0) setServerErrors([]);
        }}
        onSubmit={(event) => {
          shownErrors.current = false;
          void submit(event);
        }}
        // The error summary shows the errors; without a handler RJSF would also log them to the console.
        onError={() => {
          shownErrors.current = true;
        }}
      >
        <div className="step__actions">
          <button type="submit" className="button button--primary button--block" disabled={saving}>
            {saving ? flowMessages.saving : (submitLabel ?? flowMessages.next)}
          </button>
        </div>
      </Form>
    </SubmitCounter>
  );
}
