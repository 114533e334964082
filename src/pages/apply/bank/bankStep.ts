import { bankStateRoutes } from './bankRoutes';
import type { BankEntry } from './bankApi';

/** 「ステップ n / m」 of a bank step: its place on the visited path, over the server's total (every step counts). */
export function bankProgress(entry: BankEntry, state: string): { n: number; m: number } {
  const index = entry.flow.visitedSteps.indexOf(state);
  return { n: (index < 0 ? entry.flow.visitedSteps.length : index) + 1, m: entry.flow.stepTotal };
}

/** The route of the step visited before this one, for the back link. */
export function bankBackRoute(entry: BankEntry, state: string): string | undefined {
  const index = entry.flow.visitedSteps.indexOf(state);
  const previous = index > 0 ? entry.flow.visitedSteps[index - 1] : undefined;
  return previous ? bankStateRoutes[previous] : undefined;
}
