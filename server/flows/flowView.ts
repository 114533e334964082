import type { FlowStepView, FlowView } from '../../flows/flowHost';
import {
  confirmRows,
  metaOf,
  normaliseStep,
  pageOf,
  routeOf,
  stepContext,
  stepOf,
  stepPositions,
  type AnswersByStep,
  type FlowDefinition,
  type Replay,
} from '../../flows/engine';
import { contextFields } from '../../schemas/stepForm';
import type { Landing } from './hostContracts';

/** What the view reads of a draft (none yet: a fresh draft at the machine's first state, version 0). */
export interface DraftState {
  readonly status: 'draft' | 'done';
  readonly version: number;
  readonly schemaDigest: string;
  /** The stored current step; a step no longer on the path (schemas changed) resumes at the frontier. */
  readonly currentStep: string;
  readonly answers: AnswersByStep;
  readonly result: { readonly state: string; readonly data: Readonly<Record<string, string>> } | null;
}

/** Whether any state of the flow is drawn as a confirm page (then the view lists its rows). */
const hasConfirmPage = (flow: FlowDefinition): boolean =>
  Object.keys(flow.machine.states).some((state) => pageOf(flow, state) === 'confirm');

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The answer of every flow call (FlowView, flows/flowHost.ts): the states the person may open now in path order,
 * each with everything the browser needs to draw it without the machine (route, schema, page, position, back
 * route, the context its rules read), the confirm rows, and the result once done.
 */
export function buildView(
  flowId: string,
  flow: FlowDefinition,
  draft: DraftState,
  walked: Replay,
  landing: Landing,
  extraFacts: Readonly<Record<string, string | null>>,
  /** A repeatable flow's walk of no answers: when done, its first state is offered for a new run. */
  fresh?: Replay,
  /** The schemas' digest today: a draft saved under another whose frontier has answers stopped there because of it. */
  schemaVersion?: string,
): FlowView {
  const positions = stepPositions(flow, walked);
  const route = (state: string): string => routeOf(flow, state) ?? '';
  const stepView = (state: string, index: number, path: readonly string[], on: Replay = walked): FlowStepView => {
    const meta = metaOf(flow, state);
    const fields = stepOf(flow, state) ? contextFields(stepOf(flow, state)?.schema ?? {}) : [];
    const known = fields.length > 0 ? stepContext(on === walked ? draft.answers : on.answers, path.slice(0, index), on.input) : {};
    const position = (on === walked ? positions : stepPositions(flow, on)).get(state);
    const before = index > 0 ? path[index - 1] : undefined;
    const module = meta?.schema ? flow.modules?.[meta.schema.slice(meta.schema.indexOf('/') + 1)] : undefined;
    return {
      state,
      route: route(state),
      schema: meta?.schema ?? null,
      ...(module ? { module } : {}),
      page: pageOf(flow, state),
      ...(position ? { position } : {}),
      ...(before !== undefined ? { backRoute: route(before) } : {}),
      context: Object.fromEntries(fields.filter((field) => known[field] !== undefined).map((field) => [field, known[field]])),
      ...(meta?.section ? { section: meta.section } : {}),
    };
  };
  const result = draft.status === 'done' ? draft.result : null;
  const currentStep = result ? result.state : openStep(draft.currentStep, walked);
  // Done: only the result may be opened (SPEC 2.7: no way back into a finished flow); a draft: its whole path.
  // Done: only the result may be opened (SPEC 2.7: no way back into a finished flow), and a repeatable flow's first
  // step, drawn as a new run would (its position counted on a walk of no answers, no back route); a draft: its path.
  const restart = result && fresh ? fresh.path[0] : undefined;
  const steps = result
    ? [stepView(result.state, 0, [result.state]), ...(restart !== undefined && fresh ? [stepView(restart, 0, [restart], fresh)] : [])]
    : walked.path.map((state, index, path) => stepView(state, index, path));
  const landingFacts: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(landing)) if (value === null || typeof value === 'string') landingFacts[name] = text(value);
  const facts = { ...landingFacts, ...extraFacts };
  return {
    flowId,
    status: draft.status,
    version: draft.version,
    schemaDigest: draft.schemaDigest,
    currentStep,
    currentRoute: route(currentStep),
    steps,
    answers: draft.answers,
    ...(hasConfirmPage(flow) ? { confirmRows: confirmRows(flow, draft.answers, walked, facts) } : {}),
    ...(result ? { result: { state: result.state, route: route(result.state), data: result.data } } : {}),
    ...(restart !== undefined ? { restartRoute: route(restart) } : {}),
    ...(schemaChanged(draft, walked, schemaVersion) ? { changedStep: walked.frontier } : {}),
    facts,
  };
}

/** The step a draft not yet done shows: its stored current step, or the frontier when that is no longer on the path. */
export const openStep = (currentStep: string, walked: Replay): string =>
  walked.path.includes(currentStep) ? currentStep : walked.frontier;

/**
 * A replay stops at the first step without valid answers: a step with saved answers, in a draft saved under other
 * schemas, stopped it because today's schema refuses what the person gave then.
 */
function schemaChanged(draft: DraftState, walked: Replay, schemaVersion: string | undefined): boolean {
  return (
    schemaVersion !== undefined &&
    draft.status === 'draft' &&
    draft.schemaDigest !== schemaVersion &&
    draft.answers[walked.frontier] !== undefined
  );
}

/**
 * The steps a prefill may fill: the form steps of a draft the person may open and has not answered. None (a path
 * answered whole): the input builder's prefill, which may read the database, is not asked.
 */
export function prefillableSteps(view: FlowView): string[] {
  if (view.status !== 'draft') return [];
  return view.steps.filter(({ state, page }) => page === 'form' && view.answers[state] === undefined).map(({ state }) => state);
}

/**
 * The prefill a view carries: for the form steps the person may open and has not answered, the input builder's
 * values through the step's own normalisers (full-width, katakana, digits), each step only its own fields.
 */
export function viewPrefill(flow: FlowDefinition, view: FlowView, given: AnswersByStep): FlowView['prefill'] {
  const prefill: Record<string, Record<string, unknown>> = {};
  for (const state of prefillableSteps(view)) {
    const values = Object.hasOwn(given, state) ? given[state] : undefined;
    if (!values) continue;
    const normalised = normaliseStep(flow, state, values);
    if (normalised && Object.keys(normalised).length > 0) prefill[state] = normalised;
  }
  return Object.keys(prefill).length > 0 ? prefill : undefined;
}
