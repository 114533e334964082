import type { BankEvent } from '../bank';
import { bankFlow } from './flowDefinitions';
import { bankAnswers, bankBranchAnswers } from './bankAnswers';
import { flowEvents, type StepInput } from './flowEvents';

/** The events that explore every branch of the bank machine (see flowEvents.ts); explore it with `bankApplicant` as input. */

function candidates(state: string): StepInput[] {
  const fixed = (bankAnswers as Readonly<Record<string, StepInput>>)[state];
  const variants = (bankBranchAnswers as Readonly<Record<string, Readonly<Record<string, StepInput>>>>)[state];
  return [...(fixed ? [fixed] : []), ...Object.values(variants ?? {})];
}

export const bankEvents = flowEvents<BankEvent>(bankFlow, candidates);
