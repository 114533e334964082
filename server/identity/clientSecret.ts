import type { Environment } from '../plugins/external/env';

/** Shared by a built-in provider and its one client, on a developer's machine, in a demo or in tests only. */
const developmentSecret = 'embedded-development-client-secret';

/**
 * The client secret a relying party presents (and a built-in provider expects): the configured one, else the
 * development one written above. Production never gets that one (issue 34 item 8): the start already refused a
 * production without the setting, and this refuses again where the secret is used, so no other way of building the
 * app can reach it.
 */
export function clientSecret(configured: string | undefined, nodeEnv: Environment['NODE_ENV']): string {
  if (configured) return configured;
  if (nodeEnv === 'production') throw new Error('no client secret configured: the development secret is never used in production');
  return developmentSecret;
}
