import type { ApplyEvent } from '../apply';
import { applyFlow } from '../applyFlow';
import { branchAnswers, employeeAnswers, residenceAnswers, sbPartnerAnswers, type StepInput } from './applyAnswers';
import { flowEvents } from './flowEvents';

/**
 * The events that explore every branch of the apply machine: at each step the fixture (the employee's answers, the
 * residence-card steps', the partner route's own steps) and every variant of `branchAnswers` for that step, kept
 * where the step's schema accepts it after the answers already chosen (an income variant only follows a profession
 * it fits). A step added to the machine needs only its answers in applyAnswers.ts (and variants in branchAnswers
 * where a guard reads them).
 */
const fixtures: Readonly<Record<string, StepInput>> = { ...sbPartnerAnswers, ...residenceAnswers, ...employeeAnswers };

function candidates(state: string): StepInput[] {
  const fixed = fixtures[state];
  const variants = (branchAnswers as Readonly<Record<string, Readonly<Record<string, StepInput>>>>)[state];
  return [...(fixed ? [fixed] : []), ...Object.values(variants ?? {})];
}

export const applyEvents = flowEvents<ApplyEvent>(applyFlow, candidates);
