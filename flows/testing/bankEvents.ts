import type { BankEvent } from '../bank';
import { bankFlowFor } from '../bankFlow';
import { bankAnswers, bankApplicant, bankBranchAnswers } from './bankAnswers';
import { flowEvents, type StepInput } from './flowEvents';

/** The events that explore every branch of the bank machine (see flowEvents.ts), for the fixtures' applicant. */
export const bankTestFlow = bankFlowFor(bankApplicant);

function candidates(state: string): StepInput[] {
  const fixed = (bankAnswers as Readonly<Record<string, StepInput>>)[state];
  const variants = (bankBranchAnswers as Readonly<Record<string, Readonly<Record<string, StepInput>>>>)[state];
  return [...(fixed ? [fixed] : []), ...Object.values(variants ?? {})];
}

export const bankEvents = flowEvents<BankEvent>(bankTestFlow, candidates);
