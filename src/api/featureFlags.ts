import type { FeatureFlagName } from '../../enums/featureFlags';
import { requestTimeoutMs } from './http';

/**
 * SPEC 6 and 7.3: a feature flag answered by the server within 10 seconds; any failure (timeout, network,
 * unknown flag, odd body) counts as off, so a broken flag service never opens a gated door.
 */
export async function isFeatureOn(name: FeatureFlagName, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/v1/featureFlg/${encodeURIComponent(name)}`, {
      signal: AbortSignal.timeout(requestTimeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return (
      typeof body === 'object' &&
      body !== null &&
      'data' in body &&
      typeof body.data === 'object' &&
      body.data !== null &&
      'enabled' in body.data &&
      body.data.enabled === true
    );
  } catch {
    return false;
  }
}

/**
 * SPEC 6 admission landing-page switch: the issuer's admission landing page the service top's apply button leads to,
 * or null for the service's own application (also whenever the answer fails: a failed flag is off).
 */
export async function admissionLandingUrl(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/api/bff/admissionLanding', {
      signal: AbortSignal.timeout(requestTimeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const url =
      typeof body === 'object' &&
      body !== null &&
      'data' in body &&
      typeof body.data === 'object' &&
      body.data !== null &&
      'url' in body.data
        ? body.data.url
        : null;
    return typeof url === 'string' && url.startsWith('https://') ? url : null;
  } catch {
    return null;
  }
}
