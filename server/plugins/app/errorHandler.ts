import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/apiResponse';
import { DomainError } from '../../http/DomainError';
import { isDatabaseUnavailable } from '../../http/databaseUnavailable';

const schemaMessage = '入力内容に誤りがあります。';
/** About the time a failover or a fast restart of the database takes (bench/README.md "failover": 4 s). */
const databaseRetryAfterSeconds = 5;

/**
 * Every failure leaves in the one answer shape. Domain errors carry their own result code; a request that
 * breaks a route's schema is 4000; a database that is away for now is 503/5032 with Retry-After; anything else is
 * logged in full and answered with the generic 5001.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (error instanceof DomainError) {
        request.log.info({ err: error, resultCode: error.resultCode }, 'domain error');
        return reply.code(error.status).send(failure(error.resultCode, error.fieldErrors, error.flag));
      }
      if (error.validation) {
        const fields = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params['missingProperty'] ?? ''),
          message: schemaMessage,
        }));
        return reply.code(400).send(failure('invalidParams', fields));
      }
      if (error.statusCode === 429) return reply.code(429).send(failure('serviceTimeout'));
      // A body type the route does not take (the API takes JSON only): the status says so to the client.
      if (error.statusCode === 415) return reply.code(415).send(failure('invalidParams'));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(400).send(failure('invalidParams'));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable: answered 503');
        return reply.code(503).header('retry-after', String(databaseRetryAfterSeconds)).send(failure('temporarilyUnavailable'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(failure('internalError'));
    });
  },
  { name: 'error-handler' },
);
