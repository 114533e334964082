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
} as const;
