import { contextOptions, type ContextOption } from '../schemas/contextOptions';
import { maskSecrets, withoutMarkerErrors } from '../schemas/secrets';
import { yenText } from '../validators/money';
import { getInitialSnapshot, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { JsonObject } from '../schemas/resolveSchema';
import { FLOW_EVENTS, type PageKind, type StateMeta } from './flowHost';
import { normaliseAnswers, stepProperties, validateAnswers, type FieldError, type FlowDay, type StepValidator } from '../schemas/stepForm';
import { yearWithEra } from '../validators/japaneseEra';
import { telDisplay } from '../validators/phone';
import { zipCodeFormat } from '../validators/normalisers';

/**
 * The flow engine's pure helpers, for the browser and the server alike (no DOM, no Node-only API). A flow is a
 * machine whose step states carry `meta: { route, schema, counted }`, its compiled step schemas, and its SPEC 5.6
 * clean-up. The path is re-derived by replaying the machine over the saved answers whenever an earlier answer may
 * have changed, so what the server accepts is exactly what the machine allows; a save of the frontier step with
 * nothing changed before it advances the stored snapshot instead (`saveStep`).
 */

export type StepAnswers = Readonly<Record<string, unknown>>;
export type AnswersByStep = Readonly<Record<string, StepAnswers>>;
/**
 * Facts known before the first step (the machine's input): for the apply flow the landing's campaign code and shop
 * id and the feature flags its guards read. Every walk of the machine starts from the same input, so the server and
 * the browser replay the same path.
 */
export type FlowInput = Readonly<Record<string, unknown>>;

export interface FlowDefinition {
  readonly machine: AnyStateMachine;
  readonly schemas: Readonly<Record<string, JsonObject>>;
  readonly validators: Readonly<Record<string, StepValidator>>;
  /** By step: the module of a version published in the staff console (issue 55), which the browser loads instead. */
  readonly modules?: Readonly<Record<string, string>>;
  /** Fields SPEC 5.6 clears or sets once the path is known (answers of steps off the path are already gone). */
  readonly clear: (answers: AnswersByStep) => AnswersByStep;
  /**
   * Guards decided by the machine input alone (the landing, the flags), never by an answer: the step counter
   * evaluates them at once instead of counting the branch they close.
   */
  readonly inputGuards?: readonly string[];
}

/** A state's `meta` (the contract's `StateMeta`, flows/flowHost.ts). */
export type StepMeta = StateMeta;

/** A flow's engine module (its own chunk in the browser): the machine and its clean-up; the schemas come from the form. */
export type FlowEngineModule = Pick<FlowDefinition, 'machine' | 'clear' | 'inputGuards'>;

export interface Replay {
  /** Every state walked from the start, the frontier last. */
  readonly path: readonly string[];
  /** The first step whose answers are missing or no longer valid; the confirm step when every step is answered. */
  readonly frontier: string;
  /** The machine at the frontier. */
  readonly snapshot: AnyMachineSnapshot;
  /** The answers replayed. */
  readonly answers: AnswersByStep;
  /** The machine input the walk started from. */
  readonly input: FlowInput;
}

const NEXT = FLOW_EVENTS.next;
const SUBMIT = FLOW_EVENTS.submit;

const start = (flow: FlowDefinition, input: FlowInput): AnyMachineSnapshot => getInitialSnapshot(flow.machine, input);

/** The machine's next snapshot; `transition` is the pure form (the machine's actions are assignments only). */
function advance(flow: FlowDefinition, snapshot: AnyMachineSnapshot, event: { type: string }): AnyMachineSnapshot {
  return transition(flow.machine, snapshot, event)[0];
}

export function metaOf(flow: FlowDefinition, state: string): StepMeta | undefined {
  const node = flow.machine.states[state];
  const meta: unknown = node?.meta;
  return typeof meta === 'object' && meta !== null && 'route' in meta ? (meta as StepMeta) : undefined;
}

/**
 * How a state is drawn: its `meta.page`, else `result` for a final state and `form` for any other (a state with a
 * schema; the host never recognises a special page by its state's name).
 */
export function pageOf(flow: FlowDefinition, state: string): PageKind {
  const page = metaOf(flow, state)?.page;
  if (page) return page;
  return flow.machine.states[state]?.type === 'final' ? 'result' : 'form';
}

/** The machine's snapshot as JSON for the draft (its state and context; the actions are pure assignments). */
export interface PersistedWalk {
  readonly value: string;
  readonly context: unknown;
}

export function persistWalk(snapshot: AnyMachineSnapshot): PersistedWalk {
  return { value: String(snapshot.value), context: snapshot.context };
}

export function restoreWalk(flow: FlowDefinition, persisted: PersistedWalk): AnyMachineSnapshot {
  return flow.machine.resolveState({ value: persisted.value, context: persisted.context as Record<string, unknown> });
}

/** The schema and validator of the step a state shows, looked up through the state's `meta.schema`. */
export function stepOf(flow: FlowDefinition, state: string): { readonly schema: JsonObject; readonly validate: StepValidator } | undefined {
  const id = metaOf(flow, state)?.schema;
  if (!id) return undefined;
  const step = id.slice(id.indexOf('/') + 1);
  const schema = flow.schemas[step];
  const validate = flow.validators[step];
  return schema && validate ? { schema, validate } : undefined;
}

/** A step's answers as they would be stored (normalised by its schema), or undefined for a state without a step. */
export function normaliseStep(flow: FlowDefinition, state: string, given: unknown): Record<string, unknown> | undefined {
  const step = stepOf(flow, state);
  return step ? normaliseAnswers(step.schema, given) : undefined;
}

/** Every state that shows a step (has a schema): the states a save may name. */
export function stepStates(flow: FlowDefinition): string[] {
  return Object.keys(flow.machine.states).filter((state) => stepOf(flow, state) !== undefined);
}

export function routeOf(flow: FlowDefinition, state: string): string | undefined {
  return metaOf(flow, state)?.route;
}

/** The state a route shows, or undefined for a route outside the flow. */
export function stateForRoute(flow: FlowDefinition, route: string): string | undefined {
  const path = route.replace(/\/+$/, '');
  return Object.keys(flow.machine.states).find((state) => metaOf(flow, state)?.route === path);
}

/** All answers of the given steps in one record, later steps on top. */
export function flatten(answers: AnswersByStep, steps: readonly string[] = Object.keys(answers)): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const step of steps) Object.assign(facts, answers[step]);
  return facts;
}

/**
 * What a step's rules may read besides its own answers (`x-context`): the answers of the steps before it, with the
 * machine input's facts (the landing's campaign code, the flags) on top, as the guards see them.
 */
export function stepContext(answers: AnswersByStep, steps: readonly string[], input: FlowInput): Record<string, unknown> {
  return { ...flatten(answers, steps), ...input };
}

/**
 * Walks the machine from the start, answering each step with its saved answers while they are valid (validated
 * again, with the answers before them as context) and the machine lets them through.
 */
export function replay(flow: FlowDefinition, answers: AnswersByStep, at: FlowDay, input: FlowInput = {}): Replay {
  let snapshot = start(flow, input);
  const path: string[] = [];
  for (;;) {
    const state = String(snapshot.value);
    path.push(state);
    const given = answers[state];
    const step = stepOf(flow, state);
    if (!given || !step) break;
    const { schema, validate } = step;
    const event = { type: NEXT, answers: given };
    if (!snapshot.can(event)) break;
    if (
      withoutMarkerErrors(schema, given, validateAnswers(validate, schema, given, stepContext(answers, path.slice(0, -1), input), at))
        .length > 0
    )
      break;
    snapshot = advance(flow, snapshot, event);
  }
  return { path, frontier: path[path.length - 1] ?? String(snapshot.value), snapshot, answers, input };
}

/**
 * The answers to keep: those of the steps on the predicted path (a branch the applicant left is dropped, while the
 * steps after one that needs answering again stay), then SPEC 5.6.
 */
export function answersToKeep(flow: FlowDefinition, answers: AnswersByStep, input: FlowInput = {}): AnswersByStep {
  let kept = answers;
  // Clearing can change a guard's input (a value set by a rule), so settle on a fixed point.
  for (let round = 0; round < 3; round += 1) {
    const path = predictedPath(flow, kept, input);
    const onPath = Object.fromEntries(path.filter((step) => kept[step] !== undefined).map((step) => [step, kept[step] as StepAnswers]));
    const next = flow.clear(onPath);
    if (JSON.stringify(next) === JSON.stringify(kept)) break;
    kept = next;
  }
  return kept;
}

/** The state the machine's default transition leads to (the unguarded one, else the only one). */
function defaultNext(flow: FlowDefinition, state: string): string | undefined {
  const transitions = flow.machine.states[state]?.on[NEXT];
  const chosen = transitions?.find((t) => !t.guard) ?? transitions?.[0];
  return chosen?.target?.[0]?.key;
}

/**
 * The path the saved answers lead along, whatever their validity: each step's answers pick the branch where there
 * are some; a step without answers takes the branch its guards choose from the earlier answers; a step none of whose
 * guards lets it through (its answers missing or refused) takes the machine's default branch; up to the confirm step.
 */
export function predictedPath(flow: FlowDefinition, answers: AnswersByStep, input: FlowInput = {}): string[] {
  let snapshot = start(flow, input);
  const path: string[] = [];
  let state: string | undefined = String(snapshot.value);
  while (state !== undefined && !path.includes(state)) {
    path.push(state);
    const event: { type: string; answers: StepAnswers } = { type: NEXT, answers: answers[state] ?? {} };
    if (snapshot.can(event)) {
      snapshot = advance(flow, snapshot, event);
      state = String(snapshot.value);
      continue;
    }
    // The default branch; the steps after it still take the branch their own answers choose.
    state = defaultNext(flow, state);
    if (state !== undefined) snapshot = flow.machine.resolveState({ value: state, context: snapshot.context });
  }
  return path;
}

export interface StepCounter {
  /** 1-based position of the step among the counted steps; 0 for a step the counter does not count. */
  readonly stepNumber: number;
  readonly stepTotal: number;
}

const isCounted = (flow: FlowDefinition, state: string): boolean => metaOf(flow, state)?.counted === true;
const isExtra = (flow: FlowDefinition, state: string): boolean => metaOf(flow, state)?.extra === true;

type GuardImplementation = (args: { context: unknown; event: { type: string; answers: StepAnswers } }, params: unknown) => boolean;

/** The input guards (`inputGuards`) that close their transitions for this machine context. */
function closedInputGuards(flow: FlowDefinition, context: unknown): ReadonlySet<string> {
  const guards = flow.machine.implementations.guards as Record<string, GuardImplementation | undefined>;
  return new Set(
    (flow.inputGuards ?? []).filter((name) => {
      const implementation = guards[name];
      return implementation !== undefined && !implementation({ context, event: { type: NEXT, answers: {} } }, undefined);
    }),
  );
}

const guardName = (guard: unknown): string | undefined =>
  typeof guard === 'string' ? guard : typeof guard === 'object' && guard !== null && 'type' in guard ? String(guard.type) : undefined;

/** Longest ways on already found, by flow, then by the input guards closed and the state they start from. */
const tails = new WeakMap<FlowDefinition, Map<string, readonly string[]>>();

function tailsOf(flow: FlowDefinition): Map<string, readonly string[]> {
  const known = tails.get(flow);
  if (known) return known;
  const made = new Map<string, readonly string[]>();
  tails.set(flow, made);
  return made;
}

/**
 * The continuation from a state with the most counted steps, over every branch the machine has, save those the
 * input closes and an extra branch the answers have not taken. No machine goes round on 次へ (flows/flowPaths.test.ts
 * walks every path to a final state), so the longest way on from a state depends only on the state and the guards the
 * input closes: each is found once per flow and kept. Searched afresh on every view, the apply flow's first steps
 * took 14.6 ms a view, most of a step save's CPU (bench/README.md, clusterThroughput).
 */
function longestTail(flow: FlowDefinition, state: string, context: unknown): readonly string[] {
  const closed = closedInputGuards(flow, context);
  const known = tailsOf(flow);
  const prefix = `${[...closed].join(',')}|`;
  const from = (here: string): readonly string[] => {
    const kept = known.get(prefix + here);
    if (kept) return kept;
    let best: readonly string[] = [];
    let bestCounted = 0;
    for (const transition of flow.machine.states[here]?.on[NEXT] ?? []) {
      const next = transition.target?.[0]?.key;
      const guard = guardName(transition.guard);
      if (next === undefined || (guard !== undefined && closed.has(guard))) continue;
      if (isExtra(flow, next) && !isExtra(flow, here)) continue;
      const tail = [next, ...from(next)];
      const counted = tail.filter((step) => isCounted(flow, step)).length;
      if (counted > bestCounted) {
        best = tail;
        bestCounted = counted;
      }
    }
    known.set(prefix + here, best);
    return best;
  };
  return from(state);
}

/**
 * The path the counter counts: the steps the answers have already decided, then, from the first unanswered step,
 * the longest way the machine could still go. An answer can then only shorten the total ("ステップ 5 / 14" may
 * become "/ 13"), never lengthen it, so the applicant is never told there is more to do than was promised; the one
 * exception is an extra branch (meta `extra`), whose steps SPEC 4 adds once an answer takes it.
 */
function counterPath(flow: FlowDefinition, answers: AnswersByStep, input: FlowInput): string[] {
  let snapshot = start(flow, input);
  const path: string[] = [];
  let state = String(snapshot.value);
  while (!path.includes(state)) {
    path.push(state);
    const own = answers[state];
    const event: { type: string; answers: StepAnswers } = { type: NEXT, answers: own ?? {} };
    if (own === undefined || !snapshot.can(event)) return [...path, ...longestTail(flow, state, snapshot.context)];
    snapshot = advance(flow, snapshot, event);
    state = String(snapshot.value);
  }
  return path;
}

/**
 * The counter's path of a replay. Up to its frontier the replay walked what `counterPath` walks (each answered step
 * through its own transition), so when the frontier has no answers the walk need not be repeated: the path, then
 * the longest way on from the frontier's machine.
 */
function counterPathOf(flow: FlowDefinition, walked: Replay): string[] {
  if (walked.answers[walked.frontier] !== undefined) return counterPath(flow, walked.answers, walked.input);
  return [...walked.path, ...longestTail(flow, walked.frontier, walked.snapshot.context)];
}

/**
 * 「ステップ n / m」 (SPEC 4): the counted steps of the counter's path. SPEC 4's residence-card extra steps (+3, or
 * +4 with the address on the card back) are the residence states on that path, counted like any other step.
 */
export function stepCounter(flow: FlowDefinition, walked: Replay, current: string): StepCounter {
  const counted = counterPathOf(flow, walked).filter((state) => isCounted(flow, state));
  return { stepNumber: counted.indexOf(current) + 1, stepTotal: counted.length };
}

/**
 * 「ステップ n / m」 of every counted state on the counter's path at once (the view shows every visited step's),
 * walking the machine once.
 */
export function stepPositions(flow: FlowDefinition, walked: Replay): ReadonlyMap<string, { readonly n: number; readonly m: number }> {
  const counted = counterPathOf(flow, walked).filter((state) => isCounted(flow, state));
  return new Map(counted.map((state, index) => [state, { n: index + 1, m: counted.length }]));
}

/** The machine's first state for this input (where a flow without a draft starts). */
export const initialState = (flow: FlowDefinition, input: FlowInput = {}): string => String(start(flow, input).value);

export type SaveOutcome =
  | { readonly kind: 'refused' }
  | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] }
  | {
      readonly kind: 'saved';
      readonly answers: AnswersByStep;
      readonly currentStep: string;
      readonly replay: Replay;
      /** The step's secrets as given (`x-secret`), for the host to hash: the answers hold the marker instead. */
      readonly secrets?: Readonly<Record<string, string>>;
    };

/** A saved draft as the engine reads it; `walk`, when the host kept one, is the replay of the saved answers. */
export interface SavedDraft {
  readonly answers: AnswersByStep;
  readonly currentStep: string;
  /** The path and the machine at its frontier, as the last save left them (same schemas, input and day). */
  readonly walk?: { readonly path: readonly string[]; readonly snapshot: AnyMachineSnapshot };
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The stored walk stands for a replay when nothing is stored beyond its frontier and the clean-up has nothing left
 * to change: every answer on it is one the walk already validated and walked.
 */
function walkHolds(flow: FlowDefinition, saved: SavedDraft, walk: NonNullable<SavedDraft['walk']>): boolean {
  return Object.keys(saved.answers).every((state) => walk.path.includes(state)) && sameJson(flow.clear(saved.answers), saved.answers);
}

/**
 * Answering the frontier: advancing the stored machine by this step is the whole replay. Undefined when that does
 * not hold (the clean-up changes an answer, the machine refuses the step): the caller replays.
 */
function advanceFrontier(
  flow: FlowDefinition,
  saved: SavedDraft,
  walk: NonNullable<SavedDraft['walk']>,
  step: string,
  answers: StepAnswers,
  input: FlowInput,
): SaveOutcome | undefined {
  if (String(walk.snapshot.value) !== step || saved.currentStep !== step || !walkHolds(flow, saved, walk)) return undefined;
  const given = { ...saved.answers, [step]: answers };
  if (!sameJson(flow.clear(given), given)) return undefined;
  const event = { type: NEXT, answers };
  if (!walk.snapshot.can(event)) return undefined;
  const snapshot = advance(flow, walk.snapshot, event);
  const next = String(snapshot.value);
  const path = [...walk.path, next];
  return { kind: 'saved', answers: given, currentStep: next, replay: { path, frontier: next, snapshot, answers: given, input } };
}

/**
 * An earlier step saved again with the answers it has (the person pressed 次へ without a change): the path is the
 * stored one; only where to go next is decided, as `saveStep` decides it.
 */
function unchangedStep(
  flow: FlowDefinition,
  saved: SavedDraft,
  walk: NonNullable<SavedDraft['walk']>,
  step: string,
  answers: StepAnswers,
  input: FlowInput,
): SaveOutcome | undefined {
  const previous = saved.answers[step];
  if (previous === undefined || !sameJson(sortedEntries(previous), sortedEntries(answers)) || !walkHolds(flow, saved, walk))
    return undefined;
  const frontier = walk.path[walk.path.length - 1] ?? step;
  const index = walk.path.indexOf(step);
  const hadReachedEnd = saved.currentStep === frontier && !flow.machine.states[frontier]?.on[NEXT];
  const currentStep = hadReachedEnd ? frontier : (walk.path[index + 1] ?? frontier);
  return {
    kind: 'saved',
    answers: saved.answers,
    currentStep,
    replay: { path: walk.path, frontier, snapshot: walk.snapshot, answers: saved.answers, input },
  };
}

/**
 * Saving one step: only a step on the replayed path (already answered, or the frontier) may be saved; its answers
 * are normalised and validated; then the answers are cleaned. The next step is the one after the saved step, except
 * that an applicant who had reached the confirm step goes back to it, or to the first step a change made necessary,
 * and that answering that necessary step goes on to the next step still unanswered. A changed answer of a
 * `meta.restart` state drops every answer after it; of a `meta.recheck` state, the answers of the states it names.
 */
export function saveStep(
  flow: FlowDefinition,
  saved: SavedDraft,
  step: string,
  given: unknown,
  at: FlowDay,
  input: FlowInput = {},
): SaveOutcome {
  const shown = stepOf(flow, step);
  if (!shown || !flow.machine.states[step]?.on[NEXT]) return { kind: 'refused' };
  const outcome = saveValidStep(flow, saved, step, normaliseAnswers(shown.schema, given), at, input);
  if (outcome.kind !== 'saved') return outcome;
  // The step's secrets leave here: what is kept, walked and shown holds the marker (schemas/secrets.ts).
  const { masked, secrets } = maskSecrets(shown.schema, outcome.answers[step] ?? {});
  if (Object.keys(secrets).length === 0) return outcome;
  const answers = { ...outcome.answers, [step]: masked };
  return { ...outcome, answers, replay: replay(flow, answers, at, input), secrets };
}

function saveValidStep(
  flow: FlowDefinition,
  saved: SavedDraft,
  step: string,
  answers: StepAnswers,
  at: FlowDay,
  input: FlowInput,
): SaveOutcome {
  const { schema, validate } = stepOf(flow, step)!;
  const walk = saved.walk;
  const onWalk = walk ? walk.path.indexOf(step) : -1;
  if (walk && onWalk >= 0) {
    // The stored walk is the replay of the saved answers (the host keeps it only for the same schemas, input and day).
    const errors = validateAnswers(validate, schema, answers, stepContext(saved.answers, walk.path.slice(0, onWalk), input), at);
    if (errors.length > 0) return { kind: 'invalid', errors };
    const fast =
      onWalk === walk.path.length - 1
        ? advanceFrontier(flow, saved, walk, step, answers, input)
        : unchangedStep(flow, saved, walk, step, answers, input);
    if (fast) return fast;
  }
  let before = replay(flow, saved.answers, at, input);
  let index = before.path.indexOf(step);
  if (index < 0) return { kind: 'refused' };
  let base = saved;
  const previous = saved.answers[step];
  if (metaOf(flow, step)?.restart && previous !== undefined && !sameJson(sortedEntries(previous), sortedEntries(answers))) {
    const kept = Object.fromEntries(
      before.path
        .slice(0, index)
        .filter((state) => saved.answers[state] !== undefined)
        .map((state) => [state, saved.answers[state] as StepAnswers]),
    );
    base = { answers: kept, currentStep: step };
    before = replay(flow, kept, at, input);
    index = before.path.indexOf(step);
  }
  const recheck = metaOf(flow, step)?.recheck ?? [];
  if (recheck.length > 0 && previous !== undefined && !sameJson(sortedEntries(previous), sortedEntries(answers))) {
    base = { ...base, answers: Object.fromEntries(Object.entries(base.answers).filter(([state]) => !recheck.includes(state))) };
  }
  const errors = validateAnswers(validate, schema, answers, stepContext(base.answers, before.path.slice(0, index), input), at);
  if (errors.length > 0) return { kind: 'invalid', errors };
  const kept = answersToKeep(flow, { ...base.answers, [step]: answers }, input);
  const after = replay(flow, kept, at, input);
  if (!after.path.slice(0, -1).includes(step)) return { kind: 'refused' };
  const following = after.path[after.path.indexOf(step) + 1] ?? after.frontier;
  // The end of the form is the frontier with no step after it (the confirm step).
  const hadReachedEnd = base.currentStep === before.frontier && !flow.machine.states[before.frontier]?.on[NEXT];
  // Answering the step a change made necessary (the frontier) goes on to the next one still needed: the steps after
  // it that are answered stay answered (the SMS step after a new mobile number returns to the confirm step). So too
  // when the person had gone past it before the change (a step version published with a new required question,
  // issue 55): their stored step lies beyond the replay, which stops at the step that now needs an answer.
  const wasBeyond = !before.path.includes(base.currentStep);
  const answeredFrontier = step === before.frontier && (base.currentStep === before.frontier || wasBeyond);
  const currentStep = hadReachedEnd || answeredFrontier ? after.frontier : following;
  return { kind: 'saved', answers: kept, currentStep, replay: after };
}

/** A step's answers in one order whatever the order they were stored in (jsonb keeps keys in its own order). */
export function sortedEntries(answers: StepAnswers): [string, unknown][] {
  return Object.entries(answers).sort(([x], [y]) => x.localeCompare(y));
}

/** The final state a submit leads to, or undefined when the machine does not allow a submit from the saved answers. */
export function submitResult(flow: FlowDefinition, answers: AnswersByStep, at: FlowDay, input: FlowInput = {}): string | undefined {
  return submitWalk(flow, replay(flow, answers, at, input))?.frontier;
}

/** The walk a submit from a replay ends in (the final state last), or undefined when the machine does not allow it. */
export function submitWalk(flow: FlowDefinition, walked: Replay): Replay | undefined {
  const event = { type: SUBMIT };
  if (!walked.snapshot.can(event)) return undefined;
  const done = advance(flow, walked.snapshot, event);
  if (done.status !== 'done') return undefined;
  const final = String(done.value);
  return { ...walked, path: [...walked.path, final], frontier: final, snapshot: done };
}

export interface ConfirmItem {
  readonly field: string;
  readonly label: string;
  readonly value: string;
  /** Shown as a picture beside the text: the card face a design code names (the field's `ui:widget: cardFace`). */
  readonly picture?: 'cardFace';
}

export interface ConfirmRow {
  readonly step: string;
  readonly title: string;
  /** The repeated section the step belongs to (a family member), from `meta.section`. */
  readonly section?: string;
  /** Where the change link goes; saving there returns to the confirm step. */
  readonly route: string;
  readonly items: readonly ConfirmItem[];
}

/**
 * How an answer reads on the confirm page: a fixed text (`x-confirmText`, e.g. 「アップロード済み」 for a photo
 * whose file name means nothing to the applicant), option labels, yes/no, dates (the birthday widget, or
 * `x-confirm: "date"`), zip codes and telephone numbers as people write them (`x-confirm: "zip"` 〒100-0001, `"tel"`
 * 090-1234-5678), units from `ui:options.suffix`.
 */
export function displayValue(property: JsonObject, value: unknown): string {
  if (typeof property['x-confirmText'] === 'string') return property['x-confirmText'];
  const options = property['oneOf'];
  if (Array.isArray(options)) {
    const option = options.find((o) => typeof o === 'object' && o !== null && !Array.isArray(o) && o['const'] === value);
    if (option && typeof option === 'object' && !Array.isArray(option) && typeof option['title'] === 'string') return option['title'];
  }
  // A checked box (a consent) reads as an answer to its label's statement.
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if ((property['ui:widget'] === 'birthday' || property['x-confirm'] === 'date') && typeof value === 'string' && /^[0-9]{8}$/.test(value)) {
    return `${Number(value.slice(0, 4))}年${Number(value.slice(4, 6))}月${Number(value.slice(6, 8))}日`;
  }
  // A year chosen with its era beside it reads the same way on the confirm page (2030年（令和12年）).
  if (property['ui:widget'] === 'expiryYear' && typeof value === 'string' && /^[0-9]{4}$/.test(value)) return yearWithEra(Number(value));
  // A field typed through the zip or telephone widget reads as people write it, whichever flow's schema has it.
  const shownAs = property['x-confirm'] ?? { zipcode: 'zip', tel: 'tel' }[String(property['ui:widget'])];
  if (shownAs === 'zip' && typeof value === 'string') return `〒${zipCodeFormat(value)}`;
  if (shownAs === 'tel' && typeof value === 'string') return telDisplay(value);
  const uiOptions = property['ui:options'];
  const suffix =
    typeof uiOptions === 'object' && uiOptions !== null && !Array.isArray(uiOptions) && typeof uiOptions['suffix'] === 'string'
      ? uiOptions['suffix']
      : '';
  // An amount of yen reads as it is printed: 50,000円.
  if (suffix === '円' && typeof value === 'string' && /^[0-9]{4,15}$/.test(value)) return yenText(Number(value));
  return `${String(value)}${suffix}`;
}

/** The titles of the offered options an answer chose (one, or each of a list of choices), or undefined for another. */
function offeredTitles(options: readonly ContextOption[] | undefined, value: unknown): string | undefined {
  if (!options) return undefined;
  const titles = (Array.isArray(value) ? value : [value]).map((chosen) => options.find((option) => option.const === chosen)?.title);
  return titles.length > 0 && titles.every((title) => title !== undefined) ? titles.join('、') : undefined;
}

/**
 * The confirm page: every counted step (and every page of a repeated section) on the path with its answers, in path
 * order. An answer that is a code reads as the fact the server named it by (`x-confirmFact`: the bank code as the
 * bank's name, looked up in the Zengin data the browser never loads).
 */
export function confirmRows(
  flow: FlowDefinition,
  answers: AnswersByStep,
  walked: Replay,
  facts: Readonly<Record<string, string | null>> = {},
): ConfirmRow[] {
  const rows: ConfirmRow[] = [];
  for (const step of walked.path) {
    const meta = metaOf(flow, step);
    const schema = stepOf(flow, step)?.schema;
    const given = answers[step];
    if (!(meta?.counted || meta?.section) || !schema || !given) continue;
    const items = Object.entries(stepProperties(schema))
      // `x-confirm: "hidden"`: bookkeeping the applicant never typed (a photo's original file name).
      .filter(([field, property]) => given[field] !== undefined && property['x-confirm'] !== 'hidden')
      .map(([field, property]) => {
        const offered = offeredTitles(contextOptions(property, walked.input), given[field]);
        const named = typeof property['x-confirmFact'] === 'string' ? facts[property['x-confirmFact']] : undefined;
        const value = offered ?? (typeof named === 'string' && named !== '' ? named : displayValue(property, given[field]));
        return {
          field,
          label: typeof property['title'] === 'string' ? property['title'] : field,
          value,
          ...(property['ui:widget'] === 'cardFace' ? { picture: 'cardFace' as const } : {}),
        };
      });
    const title = typeof schema['title'] === 'string' ? schema['title'] : step;
    // A step left wholly unanswered (an optional home telephone) says so rather than showing an empty section:
    // 「未入力」, or the step's own word (`x-confirmEmpty`: 「未登録」 for what a member's record holds).
    const empty = typeof schema['x-confirmEmpty'] === 'string' ? schema['x-confirmEmpty'] : '未入力';
    rows.push({
      step,
      title,
      route: meta.route,
      items: items.length > 0 ? items : [{ field: '', label: title, value: empty }],
      ...(meta.section ? { section: meta.section } : {}),
    });
  }
  return rows;
}
