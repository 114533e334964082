import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { applyFlow } from '../../../flows/applyFlow';
import { applyConditions } from '../../../schemas/applyForm';
import { contextFields } from '../../../schemas/stepForm';
import { metaOf, replay, routeOf, stateForRoute, stepContext, stepCounter, stepOf } from '../../../flows/engine';
import { tokyoToday } from '../../../validators/calendar';
import { flowMessages } from '../../flow/messages';
import { StepPage, type SaveResult } from '../../flow/StepPage';
import type { Answers, StepSchema } from '../../flow/types';
import { usePageTitle } from '../../shell/usePageTitle';
import NotFound from '../NotFound/NotFound';
import { giveConsent, lookupZip, saveStep, type ApplyEntry, type SaveAnswer } from './applyApi';
import { storedLanding } from './landing';
import { SmsStep } from './SmsStep';
import { applyMessages } from './applyMessages';
import { ConfirmStep } from './ConfirmStep';
import { ResultStep } from './ResultStep';
import { useApplyEntry } from './useApplyEntry';
import BankPage from './bank/BankPage';
import { bankStateForRoute } from './bank/bankRoutes';

const ILLEGAL_OPERATION = '/error?type=illegalOperation';
const RESULTS = new Set(['complete', 'underReview']);

/** Whether the saved application lets this state be shown: the server's replayed path decides, the page only asks. */
function mayShow(entry: ApplyEntry, state: string): boolean {
  const { flow } = entry;
  if (RESULTS.has(state)) return flow.status === 'submitted' && flow.result === state;
  return flow.status === 'draft' && (flow.visitedSteps.includes(state) || flow.currentStep === state);
}

/**
 * Every /apply/* route: the bank machine's routes (the payment account after the submit) go to BankPage, in this
 * page's chunk, so the renderer and rules chunks are always entered the same way; all others are the apply machine's.
 */
export default function ApplyRoutes() {
  const { pathname } = useLocation();
  return bankStateForRoute(pathname) === undefined ? <ApplyPage /> : <BankPage />;
}

/**
 * Every /apply/* route of the machine: the URL names the state, the saved application says whether it may be
 * shown (a URL typed mid-flow that the machine forbids goes to the illegal-operation error, SPEC 2.7), and saving
 * a step moves to the route the server answers.
 */
function ApplyPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = stateForRoute(applyFlow, pathname);
  const { entry, setEntry, fail } = useApplyEntry();
  const allowed = entry !== null && state !== undefined && mayShow(entry, state);

  useEffect(() => {
    if (!entry || !state || allowed) return;
    const submitted = entry.flow.status === 'submitted' && !RESULTS.has(state);
    void navigate(submitted ? entry.flow.currentRoute : ILLEGAL_OPERATION, { replace: true });
  }, [entry, state, allowed, navigate]);

  if (state === undefined) return <NotFound />;
  if (!entry || !allowed) return <Loading />;
  if (RESULTS.has(state)) return <ResultStep flow={entry.flow} />;
  if (state === 'confirm') return <ConfirmStep entry={entry} onSubmitted={setEntry} onFail={fail} />;
  return <FormStep key={state} state={state} entry={entry} onSaved={setEntry} onFail={fail} />;
}

function Loading() {
  return (
    <p className="step__loading" role="status">
      {applyMessages.loading}
    </p>
  );
}

interface FormStepProps {
  readonly state: string;
  readonly entry: ApplyEntry;
  readonly onSaved: (entry: ApplyEntry) => void;
  readonly onFail: (error: unknown) => void;
}

function FormStep({ state, entry, onSaved, onFail }: FormStepProps) {
  const navigate = useNavigate();
  const step = stepOf(applyFlow, state)!;
  const schema = step.schema as StepSchema;
  const { validate } = step;
  const section = metaOf(applyFlow, state)?.section;
  const heading = typeof schema.title === 'string' ? schema.title : '';
  usePageTitle(section ? `${heading}（${section}）` : heading);

  const { progress, backRoute, context } = useMemo(() => {
    const walked = replay(applyFlow, entry.flow.answers, tokyoToday(new Date()), entry.flow.input);
    const { stepNumber, stepTotal } = stepCounter(applyFlow, walked, state);
    const before = walked.path.slice(0, Math.max(0, walked.path.indexOf(state)));
    const facts = stepContext(entry.flow.answers, before, entry.flow.input ?? {});
    const read: Answers = {};
    for (const name of contextFields(step.schema)) if (facts[name] !== undefined) read[name] = facts[name];
    const previous = before.at(-1);
    return { progress: stepNumber > 0 ? { n: stepNumber, m: stepTotal } : undefined, backRoute: previous ? routeOf(applyFlow, previous) : undefined, context: read };
  }, [entry, state, step.schema]);

  const onSave = async (answers: Answers): Promise<SaveResult> => {
    let answer: SaveAnswer;
    try {
      answer = state === 'acceptPermission' ? await giveConsent(storedLanding()) : await saveStep(state, answers);
    } catch (error) {
      onFail(error);
      return { ok: true };
    }
    if (answer.kind === 'invalid') return { ok: false, errors: answer.errors };
    if (answer.kind === 'refused') {
      void navigate(ILLEGAL_OPERATION, { replace: true });
      return { ok: true };
    }
    if (answer.kind === 'screen') {
      void navigate(`/error?type=${answer.screen}`, { replace: true });
      return { ok: true };
    }
    onSaved(answer.entry);
    void navigate(answer.entry.flow.currentRoute);
    return { ok: true };
  };

  const backLink = backRoute && (
    <Link className="step-back" to={backRoute}>
      {flowMessages.back}
    </Link>
  );

  if (state === 'smsAuthentication') return <SmsStep entry={entry} onSaved={onSaved} onFail={onFail} back={backLink} {...(progress ? { progress } : {})} />;

  return (
    <StepPage
      schema={schema}
      validate={validate}
      conditions={applyConditions}
      answers={entry.flow.answers[state] ?? {}}
      context={context}
      onSave={onSave}
      lookupZip={lookupZip}
      {...(progress ? { progress } : {})}
      {...(section ? { section } : {})}
      back={backLink}
    />
  );
}
