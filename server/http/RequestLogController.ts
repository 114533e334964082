import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request's path without its query string, which can carry what a person typed (logs and spans take this). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One log line per request, once it is answered: Fastify's default writes two ("incoming request" and "request
 * completed"), each serialising the request. The path is logged without its query string, which can carry what a
 * person typed (DESIGN.md: nothing personal in logs).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: pathOf(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
