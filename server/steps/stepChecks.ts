import { flowRegistry } from '../../flows/index';
import { metaOf, type FlowDefinition } from '../../flows/engine';
import type { FlowExamples, StepInput } from '../../flows/flowExamples';
import { exampleEvents } from '../../flows/testing/flowEvents';
import { deadEnds, exploreFlow, machineTransitions, takenTransitions } from '../../flows/testing/flowGraph';
import type { StepModule } from '../../schemas/formModule';
import { liveStepModule, type LiveStepModule } from '../../schemas/liveStepModule';
import type { JsonObject } from '../../schemas/resolveSchema';
import { normaliseAnswers, stepProperties, validateAnswers } from '../../schemas/stepForm';
import { lintStepSchema } from '../../scripts/flowsCheck/schemaLint';
import { envelopeProblems } from './stepEnvelope';
import { sourceOfStep, type RepoStep } from './stepFiles';
import { loadStepModule } from './loadStepModule';
import type { StepProblem } from './stepProblem';

/**
 * What `npm run flows:check` checks, run on a step version product staff saved in the console (issue 55 item 2): the
 * schema as the engine reads it (every keyword known, every refusal worded in Japanese), what staff may change
 * (stepEnvelope.ts), that the step compiles, that each flow showing it still takes its example person's answers, and
 * that every path of each of those machines still walks to its end over the examples. Every problem at once, each
 * beside its field.
 */

export interface CheckedStep {
  readonly problems: readonly StepProblem[];
  /** The compiled module, when the step compiles. */
  readonly module?: LiveStepModule;
}

/** The field a lint problem's JSON pointer is about (`/properties/lastNameKanji/title` → lastNameKanji). */
const fieldOf = (pointer: string): string => /^\/properties\/([^/]+)/.exec(pointer)?.[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';

/** An answer for each question product staff added, which the flows' own examples cannot know of. */
function withQuestions(schema: JsonObject, given: StepInput, today: string): StepInput {
  const added: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(stepProperties(schema))) {
    if (name in given) continue;
    const kind = field['x-question'];
    const first = Array.isArray(field['oneOf']) ? (field['oneOf'][0] as JsonObject | undefined) : undefined;
    if (kind === 'text') added[name] = 'あ';
    else if (kind === 'choice' && first) added[name] = first['const'];
    else if (kind === 'yesNo') added[name] = 'yes';
    else if (kind === 'date') added[name] = today.replace(/-/g, '');
  }
  return { ...given, ...added };
}

function withQuestionExamples(examples: FlowExamples, states: readonly string[], schema: JsonObject, today: string): FlowExamples {
  const answers = { ...examples.answers };
  for (const state of states) answers[state] = (answers[state] ?? []).map((given) => withQuestions(schema, given, today));
  return { ...examples, answers };
}

/** Each registered flow that shows the step, its machine with the version in place of the built step. */
async function flowsShowing(stepId: string, step: StepModule) {
  const found = [];
  for (const entry of flowRegistry) {
    const [{ engine, examples }, { form }] = await Promise.all([entry.engine(), entry.form()]);
    const base: FlowDefinition = { ...engine, schemas: form.schemas, validators: form.validators };
    const states = Object.keys(base.machine.states).filter((state) => {
      const schema = metaOf(base, state)?.schema;
      return typeof schema === 'string' && sourceOfStep(schema) === stepId;
    });
    if (states.length === 0) continue;
    const names = new Set(states.map((state) => metaOf(base, state)?.schema?.split('/')[1] ?? ''));
    const schemas = { ...base.schemas };
    const validators = { ...base.validators };
    for (const name of names) {
      schemas[name] = step.schema;
      validators[name] = step.validate;
    }
    found.push({ id: entry.id, flow: { ...base, schemas, validators }, states, examples });
  }
  return found;
}

/** The example person's answers of each state showing the step, refused by the version: named, with the first refusal. */
function exampleProblems(
  flowId: string,
  _flow: FlowDefinition,
  states: readonly string[],
  examples: FlowExamples,
  step: StepModule,
  today: string,
): StepProblem[] {
  const input = Object.values(examples.inputs)[0] ?? {};
  const earlier: Record<string, unknown> = {};
  for (const candidates of Object.values(examples.answers)) Object.assign(earlier, candidates[0] ?? {});
  return states.flatMap((state) => {
    const first = examples.answers[state]?.[0];
    if (!first) return [];
    const answers = normaliseAnswers(step.schema, withQuestions(step.schema, first, today));
    const errors = validateAnswers(step.validate, step.schema, answers, { ...earlier, ...input }, today);
    return errors.slice(0, 1).map((error) => ({
      field: error.field,
      message: `お手続き「${flowId}」の例の回答（${state}）がこの版では通りません：${error.message}（flows/${flowId}.ts の examples を直すか、変更を見直してください）`,
    }));
  });
}

/** Every path of the machine over its examples, as flows/flowPaths.test.ts walks it: no dead end, every state and transition. */
function walkProblems(flowId: string, flow: FlowDefinition, examples: FlowExamples): StepProblem[] {
  const graphs = Object.values(examples.inputs).map((input) =>
    exploreFlow({ machine: flow.machine, events: exampleEvents(flow, examples, input), input }),
  );
  const problems: StepProblem[] = [];
  const stuck = [...new Set(graphs.flatMap((graph) => deadEnds(graph).map((node) => node.state)))];
  if (stuck.length > 0)
    problems.push({ field: '', message: `お手続き「${flowId}」に、先に進めなくなる経路ができます（${stuck.join('、')}）。` });
  const reached = new Set(graphs.flatMap((graph) => [...graph.nodes.values()].map((node) => node.state)));
  const unreached = Object.keys(flow.machine.states).filter((state) => !reached.has(state));
  if (unreached.length > 0)
    problems.push({ field: '', message: `お手続き「${flowId}」で、たどり着けなくなる画面があります（${unreached.join('、')}）。` });
  const taken = new Set(graphs.flatMap((graph) => [...takenTransitions(graph)]));
  const untaken = machineTransitions(flow.machine).filter((transition) => !taken.has(transition));
  if (unreached.length === 0 && untaken.length > 0)
    problems.push({ field: '', message: `お手続き「${flowId}」で、通れなくなる分岐があります（${untaken.join('、')}）。` });
  return problems;
}

export async function checkStepVersion(repo: RepoStep, written: JsonObject, today: string): Promise<CheckedStep> {
  const problems: StepProblem[] = lintStepSchema(`schemas/${repo.id}.json`, repo.id, written).map((problem) => ({
    field: fieldOf(problem.pointer),
    message: problem.message,
  }));
  problems.push(...envelopeProblems(repo.written, written));
  let module: LiveStepModule | undefined;
  try {
    module = liveStepModule(repo.id, written);
  } catch (error) {
    problems.push({ field: '', message: `検証コードを作れませんでした：${error instanceof Error ? error.message : String(error)}` });
  }
  if (!module || problems.length > 0) return { problems, ...(module ? { module } : {}) };
  const step = await loadStepModule(module);
  for (const shown of await flowsShowing(repo.id, step)) {
    if (!shown.examples) continue;
    const examples = withQuestionExamples(shown.examples, shown.states, step.schema, today);
    const refused = exampleProblems(shown.id, shown.flow, shown.states, examples, step, today);
    problems.push(...refused);
    if (refused.length === 0) problems.push(...walkProblems(shown.id, shown.flow, examples));
  }
  return { problems, module };
}
