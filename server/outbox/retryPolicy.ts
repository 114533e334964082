/**
 * When a failed attempt is tried again: exponential backoff (base × 2^(attempt−1), at most the cap) with jitter
 * (a random point in its upper half), so instances that failed together do not hammer a recovering server
 * together. A message keeps being tried until its window ends (MAIL_DELIVERY_HOURS, a code's lifetime), then it
 * is dead.
 */
export interface RetryPolicy {
  readonly baseMs: number;
  readonly capMs: number;
}

export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}
