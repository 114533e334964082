import { bankMachine } from './bank';
import type { AnswersByStep, FlowEngineModule } from './engine';

/**
 * The payment-account flow's engine module (registry `engine`). Its machine input is the applicant's name kana
 * (`BankApplicant`): the guard of the small-transfer step compares the holder name with it. Nothing to clear beyond
 * the branch the machine leaves (the transfer step's answer goes when the holder becomes the applicant) and the
 * answers a changed bank drops (`meta.restart`).
 */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: bankMachine, clear: keepAll };
