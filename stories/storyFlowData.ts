import type { AnswersByStep, FlowDefinition, FlowEngineModule, FlowInput } from '../flows/engine';
import { exampleAnswers, type FlowExamples } from '../flows/flowExamples';
import { flowModules } from '../flows/generated/flowModules';
import type { FlowFormModule } from '../schemas/stepForm';

/**
 * A flow as its stories draw it: the definition (machine and compiled schemas), the machine input the server would
 * give, answers for every step, the facts the server states and the result's data (stories/FlowStatePage.tsx).
 */
export interface StoryFlowData {
  readonly flow: FlowDefinition;
  readonly form: FlowFormModule;
  readonly input: FlowInput;
  readonly answers: AnswersByStep;
  readonly facts: Readonly<Record<string, string>>;
  readonly resultData: Readonly<Record<string, string>>;
}

/** The answers without one state's own: that step as first opened. */
export const withoutState = (answers: AnswersByStep, state: string): AnswersByStep =>
  Object.fromEntries(Object.entries(answers).filter(([step]) => step !== state));

/** A registered flow as its flow file gives it: its machine with its form, and its examples (flows/flowExamples.ts). */
export interface StoryFlowSource {
  readonly id: string;
  readonly flow: FlowDefinition;
  readonly form: FlowFormModule;
  readonly examples: FlowExamples;
}

export interface FlowModules {
  readonly module: { readonly engine: FlowEngineModule; readonly examples: FlowExamples };
  readonly form: FlowFormModule;
}

/** Typed, not cast: a flow file without `examples` is a tsc error here. */
const everyFlow: Readonly<Record<string, FlowModules>> = flowModules;

/**
 * Every flow of these modules but the application (drawn step by step in Apply/Steps), from the flow files
 * (flows/generated/flowModules.ts): a flow added is drawn with no list to edit.
 */
export const storyFlowSourcesOf = (modules: Readonly<Record<string, FlowModules>>): readonly StoryFlowSource[] =>
  Object.entries(modules)
    .filter(([id]) => id !== 'apply')
    .map(([id, { module, form }]) => ({
      id,
      flow: { ...module.engine, schemas: form.schemas, validators: form.validators },
      form,
      examples: module.examples,
    }));

export const storyFlowSources: readonly StoryFlowSource[] = storyFlowSourcesOf(everyFlow);

/** The flows walked from this input: a story group's flows, drawn over the view the server builds from it. */
export const storyFlowsOver = (input: FlowInput): readonly StoryFlowSource[] =>
  storyFlowSources.filter(({ examples }) => examples.inputs[''] === input);

/** The example person's answers (each step's first) and the flow's usual input (its first). */
export const exampleStory = ({ examples }: StoryFlowSource): { readonly input: FlowInput; readonly answers: AnswersByStep } => ({
  input: Object.values(examples.inputs)[0] ?? {},
  answers: exampleAnswers(examples.answers),
});
