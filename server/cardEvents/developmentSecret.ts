/**
 * The key the demo's processor stand-in (`npm run processor-events`, /develop) and the tests sign with when
 * PROCESSOR_WEBHOOK_SECRET is not set. Written in the code, so anyone who read it can sign: never a production key
 * (a production start refuses to run without its own, server/plugins/external/env.ts).
 */
export const DEVELOPMENT_PROCESSOR_SECRET = 'development-processor-webhook-secret-not-for-production';

/** The key the intake checks: the configured one, else the development one (never in production, which requires it). */
export function processorSecretOf(config: { PROCESSOR_WEBHOOK_SECRET?: string | undefined }): string {
  return config.PROCESSOR_WEBHOOK_SECRET ?? DEVELOPMENT_PROCESSOR_SECRET;
}
