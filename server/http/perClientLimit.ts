import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';

/**
 * A route's limit per client address and minute, counted in the database by the rate-limit plugin
 * (plugins/app/rateLimit.ts). The key names the limit, so routes given the same name share one count; the address is
 * the one Fastify derives under TRUST_PROXY (the real client behind the proxy), an IPv6 client by its /64 as one
 * household's devices are.
 */
export function perClientPerMinute(name: string, max: number): RateLimitOptions {
  return { max, timeWindow: 60_000, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` };
}
