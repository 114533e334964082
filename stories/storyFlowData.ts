import type { AnswersByStep, FlowDefinition, FlowInput } from '../flows/engine';
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
