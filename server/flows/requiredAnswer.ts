/**
 * A text answer a completion needs: the machine only reaches the result once every step's schema has accepted its
 * answers, so a missing one is a bug in the flow, not a person's mistake.
 */
export function requiredAnswer(answers: Readonly<Record<string, unknown>>, field: string, flowId: string): string {
  const value = answers[field];
  if (typeof value !== 'string' || value === '') throw new Error(`${flowId} completed without ${field}`);
  return value;
}
