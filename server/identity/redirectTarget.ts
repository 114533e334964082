const fallback = '/';
const probeOrigin = 'http://same-origin.invalid';

/**
 * The page to return to after login: only a path on this origin. Anything that a browser could read as
 * another host (`//host`, `/\host`, a scheme, control characters) falls back to the service top.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, probeOrigin);
  } catch {
    return fallback;
  }
  if (parsed.origin !== probeOrigin) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
