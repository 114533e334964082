import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './processMetrics';

/**
 * Times every answer of a listener by its route template (`/external/v1/flows/:flowId/steps/:stepId`), never the URL:
 * the URL can hold what a person typed, and one series per URL would grow without bound. An address no route
 * matched is one series, `(unmatched)`.
 */
export function observeRequests(instance: FastifyInstance, listener: 'service' | 'ops'): void {
  instance.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    httpRequestDuration.observe({ listener, route, method: request.method, status_class: statusClass }, reply.elapsedTime / 1000);
  });
}
