/** The one-time code rules of the DESIGN.md security baseline, in one place for the service, the API and tests. */
export const otpPolicy = {
  codeDigits: 6,
  lifetimeMinutes: 5,
  maxFailedAttempts: 5,
  /** A new code for the same session only after this wait: the page's "resend" button. */
  resendIntervalSeconds: 30,
  /** Sends to one phone number, and from one client address, within the window. */
  windowMinutes: 60,
  maxSendsPerPhone: 10,
  maxSendsPerClient: 30,
  /**
   * Wrong codes per phone number, and per member, within a rolling day (issue 13 item 9). Each guess hits a
   * 6-digit code with probability at most 1e-6 (5 tries on one code: 5e-6), so 10 wrong tries a day give at most
   * 1 - (1 - 5e-6)^2 ≈ 9.99998e-6 ≤ 1e-5 chance a day of guessing a phone's code; without this cap, 10 sends an
   * hour × 5 tries gave 24 × 50 × 1e-6 ≈ 1.2e-3. Then codes are neither checked nor sent until the day has passed.
   */
  dailyWindowHours: 24,
  maxWrongCodesPerDay: 10,
} as const;
