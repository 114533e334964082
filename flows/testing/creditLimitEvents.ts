import type { BalanceRaiseEvent } from '../balanceRaise';
import type { BalanceReduceEvent } from '../balanceReduce';
import { balanceRaiseFlow } from './flowDefinitions';
import { balanceReduceFlow } from './flowDefinitions';
import { balanceRaiseAnswers, balanceRaiseBranchAnswers, balanceReduceAnswers, balanceReduceBranchAnswers } from './creditLimitAnswers';
import { flowEvents, type StepInput } from './flowEvents';

/** The events that explore every branch of the credit-limit machines (see flowEvents.ts). */

type Answers = Readonly<Record<string, StepInput>>;
type Variants = Readonly<Record<string, Readonly<Record<string, StepInput>>>>;

const candidates =
  (fixed: Answers, variants: Variants) =>
  (state: string): StepInput[] => {
    const own = variants[state];
    if (own) return Object.values(own);
    const answer = fixed[state];
    return answer ? [answer] : [];
  };

export const balanceRaiseEvents = flowEvents<BalanceRaiseEvent>(
  balanceRaiseFlow,
  candidates(balanceRaiseAnswers, balanceRaiseBranchAnswers),
);
export const balanceReduceEvents = flowEvents<BalanceReduceEvent>(
  balanceReduceFlow,
  candidates(balanceReduceAnswers, balanceReduceBranchAnswers),
);
