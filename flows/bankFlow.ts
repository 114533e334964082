import { bankSchemas, bankValidators } from '../schemas/bankForm';
import { bankMachine, type BankApplicant } from './bank';
import type { AnswersByStep, FlowDefinition } from './engine';

/**
 * The payment-account flow of one applicant: the machine starts from the applicant's name (the guard of the
 * small-transfer step compares the holder name with it). Nothing to clear beyond the branch the machine leaves
 * (the transfer step's answer goes when the holder becomes the applicant).
 */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export function bankFlowFor(applicant: BankApplicant): FlowDefinition {
  return { machine: bankMachine, schemas: bankSchemas, validators: bankValidators, clear: keepAll, input: applicant };
}
