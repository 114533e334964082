import type { JsonObject } from '../../../../schemas/resolveSchema';
import { bankStateRoutes } from './bankRoutes';
import type { BankEntry, BranchSummary } from './bankApi';
import { bankMessage } from './bankMessages';

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

/**
 * The account detail: the chosen bank's branches become the branch field's choices (the server checks the branch
 * again); the lead names the bank. Only a JSON copy of the schema changes, the compiled validator stays as it is.
 */
export function detailSchema(schema: JsonObject, bankName: string, branches: readonly BranchSummary[]): JsonObject {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonObject>;
  return {
    ...schema,
    description: `${bankMessage('chosenBank', { bank: bankName })}${String(schema['description'] ?? '')}`,
    properties: { ...properties, branchCode: { ...properties['branchCode'], oneOf: branches.map((branch) => ({ const: branch.code, title: `${branch.name}（${branch.code}）` })) } },
  };
}
