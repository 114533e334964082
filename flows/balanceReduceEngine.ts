import { balanceReduceMachine } from './balanceReduce';
import type { AnswersByStep, FlowEngineModule } from './engine';

/** The credit-limit reduction's engine module (registry `engine`): one path, nothing to clear. */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: balanceReduceMachine, clear: keepAll };
