import { balanceRaiseMachine } from './balanceRaise';
import type { AnswersByStep, FlowEngineModule } from './engine';

/**
 * The credit-limit raise's engine module (registry `engine`). Nothing to clear beyond the branches the machine
 * leaves: the licence number goes with a licence no longer held, the loan amounts with borrowing no longer declared.
 */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: balanceRaiseMachine, clear: keepAll };
