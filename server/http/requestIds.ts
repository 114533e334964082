import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

/**
 * A request's id: the caller's `x-request-id` when it is a plain token (HAProxy's, or another service's, so one id
 * follows a call across them), a new UUID otherwise — never a counter, which repeats across instances and restarts.
 */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
}

/** Every answer names its request, so support staff can match what a person or an operator saw to the log line. */
export function answerWithRequestId(instance: FastifyInstance): void {
  instance.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}
