import { bankSchemas, bankValidators } from '../schemas/bankForm';
import { bankMachine } from './bank';
import type { AnswersByStep, FlowDefinition } from './engine';

/**
 * The payment-account flow. Its machine input is the applicant's name kana (`BankApplicant`), which every engine
 * call is given: the guard of the small-transfer step compares the holder name with it. Nothing to clear beyond the
 * branch the machine leaves (the transfer step's answer goes when the holder becomes the applicant).
 */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const bankFlow: FlowDefinition = { machine: bankMachine, schemas: bankSchemas, validators: bankValidators, clear: keepAll };
