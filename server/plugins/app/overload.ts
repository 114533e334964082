import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/apiResponse';
import { unavailablePage } from '../../http/unavailablePage';
import { requestsShed } from '../../metrics/processMetrics';

/**
 * The process's load, sampled once a second for every app the process builds, as @fastify/under-pressure samples
 * it (the mean event-loop delay less the histogram's resolution, the heap in use). Not that plugin itself: it enables
 * a native event-loop histogram per app and never disables it, so each app built and closed (the tests build
 * hundreds per process) left one more timer running every 10 ms.
 */
const resolutionMs = 10;
const loopDelay = monitorEventLoopDelay({ resolution: resolutionMs });
loopDelay.enable();
const load = { eventLoopDelayMs: 0, heapUsedBytes: 0 };
setInterval(() => {
  load.eventLoopDelayMs = Math.max(0, loopDelay.mean / 1e6 - resolutionMs);
  load.heapUsedBytes = process.memoryUsage().heapUsed;
  loopDelay.reset();
}, 1000).unref();
const maxHeapUsedBytes = Math.floor(getHeapStatistics().heap_size_limit * 0.9);

/** What a refused caller is told to wait: about the time an overloaded instance takes to catch up. */
const retryAfterSeconds = 5;

// A page asked for by a browser gets a page: a person reads it, and the browser's own retry is the reload button.
const busyPage = unavailablePage('ただいま混み合っています', 'しばらく時間をおいて、もう一度お試しください。');

/** Answers a request this instance cannot take now, before anything is read or written: 503 with Retry-After. */
function refuse(request: FastifyRequest, reply: FastifyReply, reason: string): FastifyReply {
  requestsShed.inc({ reason });
  void reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return reply.send(failure('temporarilyUnavailable'));
  return reply.type('text/html; charset=utf-8').send(busyPage);
}

/**
 * Issue 56 item 5: the service refuses work it cannot do in time rather than queueing it without bound. Past
 * MAX_EVENT_LOOP_DELAY_MS of event-loop delay (0: not checked) or 90 % of the heap the runtime allows, or
 * with MAX_REQUESTS_IN_FLIGHT requests already being answered, a new request is answered 503 at once, and the
 * service recovers by itself as the load falls. Liveness (`/healthz`) is always answered, so an orchestrator does not
 * restart a process that is only busy; readiness (`/readyz`) is refused with the rest, so the load balancer sends less.
 */
export default fp(
  async (app) => {
    const alwaysAnswered = (request: FastifyRequest): boolean => request.url === '/healthz';
    const maxDelay = app.config.MAX_EVENT_LOOP_DELAY_MS;
    const pressure = (): string | null => {
      if (maxDelay > 0 && load.eventLoopDelayMs > maxDelay) return 'eventLoopDelay';
      return load.heapUsedBytes > maxHeapUsedBytes ? 'heapUsed' : null;
    };

    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (alwaysAnswered(request)) return;
      const reason = inFlight >= app.config.MAX_REQUESTS_IN_FLIGHT ? 'requestsInFlight' : pressure();
      if (reason) return refuse(request, reply, reason);
      inFlight += 1;
      // Counted down once, whether the answer was sent or the client went away first.
      let counted = true;
      const done = (): void => {
        if (!counted) return;
        counted = false;
        inFlight -= 1;
      };
      reply.raw.once('finish', done);
      reply.raw.once('close', done);
    });
  },
  { name: 'overload', dependencies: ['env'] },
);
