import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { DomainError } from '../../http/DomainError';
import { databaseRateLimitStore } from '../../http/rateLimitStore';

/**
 * @fastify/rate-limit with its counts in the database (http/rateLimitStore.ts), so every instance counts the same
 * requests. Not global: a route opts in with `config: { rateLimit: perClientPerMinute(...) }`, which the routes that
 * write for a caller who has proven nothing yet do (a count on every request would add a write to each step save).
 * Over the limit: 429 with 4290 in the one answer shape, and Retry-After.
 */
export default fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: (request, context) =>
        new DomainError(
          'tooManyReports',
          `${request.method} ${request.routeOptions.url ?? ''} over ${context.max} a window from ${request.ip}`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'error-handler'] },
);
