import { and, assign, not, setup, type AnyStateMachine } from 'xstate';
import type { PageKind, StateMeta } from './flowHost';
import type { AnswersByStep, FlowEngineModule } from './engine';

/**
 * A flow whose steps always come in one order, then a confirm page, then its result (most member settings: the new
 * value, confirm, done). The machine is built from the list, so such a flow is data: its steps with their routes,
 * the confirm route and the results. A guard on the way to the result (`results` with more than one entry) is
 * named `<result>` and reads the machine input's `result` fact the server sets (a raise examined or applied at once).
 */
export interface LinearStep {
  readonly id: string;
  /** The route below the flow's base (`''` for the base itself). */
  readonly path: string;
  readonly counted?: boolean;
  readonly page?: PageKind;
  /**
   * Asked only when this holds of the answers so far, over the machine input's facts (the workplace of an employed
   * member; the family cards page of a card that has some), or every one of these
   * (the back of a residence card: a card is needed, and its back carries an address): otherwise the flow goes on to
   * the next step that applies. The guard is named `<step>Applies`; the host's clean-up drops the answers of a step
   * the path no longer takes. A later step whose conditions include all of a skipped step's is skipped with it, and
   * one that needs no more than the step just answered is certain, so the machine declares no transition that can
   * never be taken. A first step that does not apply is passed over at the start (the gold upgrade's landing page).
   */
  readonly when?: StepCondition | readonly StepCondition[];
  /** Later steps asked again when this one's answer changes (`meta.recheck`, flows/flowHost.ts). */
  readonly recheck?: readonly string[];
  /** `when` reads the machine input only: the step counter counts the step only where it applies (`inputGuards`). */
  readonly whenByInput?: boolean;
}

export type StepCondition = (answers: Readonly<Record<string, unknown>>) => boolean;

const conditionsOf = (step: LinearStep): readonly StepCondition[] =>
  step.when === undefined ? [] : typeof step.when === 'function' ? [step.when] : step.when;

export interface LinearFlowSpec {
  readonly id: string;
  /**
   * The schema set its steps and confirm come from (schemas/<set>/, `<set>/<step>` in `meta.schema`), when it is not
   * the flow's id: a flow reusing another's steps (the 3-D Secure registration and change, one password step).
   */
  readonly schemas?: string;
  /** The flow's base route; the steps' paths are below it. */
  readonly base: string;
  readonly steps: readonly LinearStep[];
  /** The confirm step (`<id>/<confirm.id>` schema, a route below the base). */
  readonly confirm: { readonly id: string; readonly path: string };
  /**
   * The final states, each with its route; the first is the default. Another is taken when the input's
   * `resultOf(answers)` names it: `result` decides from the answers (a cashing limit above the current one is examined).
   */
  readonly results: readonly {
    readonly id: string;
    readonly path: string /** Its texts' schema when another set's (`familyCard/complete`). */;
    readonly schema?: string;
  }[];
  readonly result?: (answers: Readonly<Record<string, unknown>>, input: Readonly<Record<string, unknown>>) => string;
}

type StepAnswers = Readonly<Record<string, unknown>>;
interface LinearContext {
  readonly answers: Readonly<Record<string, StepAnswers>>;
  readonly input: Readonly<Record<string, unknown>>;
}
type LinearEvent = { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' };

const join = (base: string, path: string): string => (path === '' ? base : `${base}/${path}`);

export function linearMachine(spec: LinearFlowSpec): AnyStateMachine {
  const [first] = spec.steps;
  if (!first) throw new Error(`${spec.id}: a linear flow needs a step`);
  const [defaultResult, ...otherResults] = spec.results;
  if (!defaultResult) throw new Error(`${spec.id}: a linear flow needs a result`);
  const flat = (answers: LinearContext['answers']): Record<string, unknown> => Object.assign({}, ...Object.values(answers));
  // The input's facts beneath the answers: a step may depend on what the server knows (the family cards a gold
  // upgrade moves) as well as on what was answered.
  const withEvent = (context: LinearContext, event: LinearEvent): Record<string, unknown> => ({
    ...context.input,
    ...flat(context.answers),
    ...(event.type === 'step.next' ? event.answers : {}),
  });
  const guards = Object.fromEntries([
    ...otherResults.map(
      (result) =>
        [
          result.id,
          ({ context }: { context: LinearContext }) => spec.result?.(flat(context.answers), context.input) === result.id,
        ] as const,
    ),
    ...spec.steps.flatMap((step) => {
      const conditions = conditionsOf(step);
      if (conditions.length === 0) return [];
      return [
        [
          `${step.id}Applies`,
          ({ context, event }: { context: LinearContext; event: LinearEvent }) =>
            conditions.every((holds) => holds(withEvent(context, event))),
        ] as const,
      ];
    }),
  ]);
  /**
   * From a step: each later step that may apply, in order, up to the first that always does (else the confirm). A
   * step answered (`holding` its own conditions) saves its answers on the way; the first step passed over does not.
   */
  const following = (index: number, holding: readonly StepCondition[], save?: object) => {
    const actions = save ? { actions: save } : {};
    const transitions: { target: string; guard?: string; actions?: object }[] = [];
    const skipped: (readonly StepCondition[])[] = [];
    for (const later of spec.steps.slice(index + 1)) {
      const conditions = conditionsOf(later);
      if (conditions.every((condition) => holding.includes(condition))) return [...transitions, { target: later.id, ...actions }];
      if (!skipped.some((before) => before.every((condition) => conditions.includes(condition))))
        transitions.push({ target: later.id, guard: `${later.id}Applies`, ...actions });
      skipped.push(conditions);
    }
    return [...transitions, { target: spec.confirm.id, ...actions }];
  };
  // This step was asked, so its own conditions hold: a later step needing no more applies for certain.
  const onwards = (index: number) =>
    following(index, conditionsOf(spec.steps[index]!), { type: 'saveAnswers', params: { step: spec.steps[index]!.id } });
  const passedOver = `${first.id}Applies`;
  const passFirst = () =>
    following(0, []).map(({ guard, ...transition }) => ({
      ...transition,
      guard: guard === undefined ? not(passedOver) : and([not(passedOver), guard]),
    }));
  const states: Record<string, unknown> = {};
  const set = spec.schemas ?? spec.id;
  spec.steps.forEach((step, index) => {
    states[step.id] = {
      meta: {
        route: join(spec.base, step.path),
        schema: `${set}/${step.id}`,
        counted: step.counted ?? true,
        ...(step.page ? { page: step.page } : {}),
        ...(step.recheck ? { recheck: step.recheck } : {}),
      } satisfies StateMeta,
      on: { 'step.next': onwards(index) },
      ...(index === 0 && conditionsOf(step).length > 0 ? { always: passFirst() } : {}),
    };
  });
  states[spec.confirm.id] = {
    meta: {
      route: join(spec.base, spec.confirm.path),
      schema: `${set}/${spec.confirm.id}`,
      counted: false,
      page: 'confirm',
    } satisfies StateMeta,
    on: { 'flow.submit': [...otherResults.map((result) => ({ target: result.id, guard: result.id })), { target: defaultResult.id }] },
  };
  for (const result of spec.results) {
    states[result.id] = {
      type: 'final',
      meta: {
        route: join(spec.base, result.path),
        schema: result.schema ?? `${set}/${result.id}`,
        counted: false,
        page: 'result',
      } satisfies StateMeta,
    };
  }
  return setup({
    types: { context: {} as LinearContext, events: {} as LinearEvent, input: {} as Readonly<Record<string, unknown>> | undefined },
    actions: {
      saveAnswers: assign(({ context, event }, params: { step: string }) => ({
        answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
      })),
    },
    guards,
  }).createMachine({
    id: spec.id,
    initial: first.id,
    context: ({ input }) => ({ answers: {}, input: input ?? {} }),
    states: states as Record<string, object>,
  });
}

/** A linear flow keeps every answer: it has no branch to leave. */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const linearEngine = (spec: LinearFlowSpec): FlowEngineModule => {
  const inputGuards = spec.steps.filter((step) => step.whenByInput && step.when !== undefined).map((step) => `${step.id}Applies`);
  return { machine: linearMachine(spec), clear: keepAll, ...(inputGuards.length > 0 ? { inputGuards } : {}) };
};
