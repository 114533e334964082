import type { AnyMachineSnapshot } from 'xstate';
import type { ApplyEvent } from '../apply';
import { branchAnswers, employeeAnswers, residenceAnswers, sbPartnerAnswers, type StepInput } from './applyAnswers';

/**
 * The events that explore every branch of the apply machine, for @xstate/graph: each step's answers from the
 * fixtures, several variants where a guard reads them. The income variants follow the profession already chosen,
 * so every generated path is one a real applicant could walk (its answers satisfy each step's schema).
 */
function unique(inputs: readonly StepInput[]): StepInput[] {
  const seen = new Set<string>();
  return inputs.filter((input) => {
    const key = JSON.stringify(input);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function variants(state: string, snapshot: AnyMachineSnapshot): StepInput[] {
  if (state === 'profession') return unique(Object.values(branchAnswers.profession));
  if (state === 'license') return Object.values(branchAnswers.license);
  if (state === 'nationality') return Object.values(branchAnswers.nationality);
  if (state === 'residenceBackAddress') return Object.values(branchAnswers.residenceBackAddress);
  if (state === 'income') {
    const answers = (snapshot.context as { answers: Record<string, StepInput> }).answers;
    const jobCode = answers['profession']?.['jobCode'];
    return Object.entries(branchAnswers.income)
      .filter(([kind]) => branchAnswers.profession[kind as keyof typeof branchAnswers.profession].jobCode === jobCode)
      .map(([, input]) => input);
  }
  const fixed = ({ ...employeeAnswers, ...residenceAnswers } as Record<string, StepInput>)[state] ?? (sbPartnerAnswers as Record<string, StepInput>)[state];
  return fixed ? [fixed] : [];
}

export function applyEvents(snapshot: AnyMachineSnapshot): ApplyEvent[] {
  const state = String(snapshot.value);
  if (state === 'confirm') return [{ type: 'application.submit' }];
  return variants(state, snapshot).map((answers) => ({ type: 'step.next', answers }));
}
