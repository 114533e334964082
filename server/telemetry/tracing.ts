import FastifyOtelInstrumentation from '@fastify/otel';
import { context, SpanKind, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyInstance } from 'fastify';
import { pathOf } from '../http/RequestLogController';

/**
 * Issue 56 item 2: traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set, with the OpenTelemetry SDK for Node
 * and its Fastify (@fastify/otel), pg and undici (every outbound fetch: card data, carrier, SMS gateway, which then
 * carry `traceparent`) instrumentations; an incoming `traceparent` is continued. Unset, nothing here loads a tracer
 * or adds a hook: tracing costs nothing. Started before anything imports pg (server/main.ts imports this first), as
 * the pg instrumentation patches the module as it loads. The exporter reads the standard OTEL_* settings
 * (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_SCHEDULE_DELAY…).
 */
export const tracingOn = Boolean(process.env['OTEL_EXPORTER_OTLP_ENDPOINT']);

// A span names the path, never the query, which can hold what a person typed (DESIGN.md: no personal data).

const fastifyOtel = tracingOn
  ? new FastifyOtelInstrumentation({
      // The request and its handler; a span per hook (a dozen a request) would cost more than it tells.
      instrumentHooks: false,
      requestHook: (span: Span, request: { url: string }) => span.setAttribute('url.path', pathOf(request.url)),
    })
  : null;

const sdk = tracingOn
  ? new NodeSDK({
      serviceName: process.env['OTEL_SERVICE_NAME'] ?? 'card-web',
      traceExporter: new OTLPTraceExporter(),
      instrumentations: [
        // The statement's text (its placeholders), never its values: enhancedDatabaseReporting stays off.
        new PgInstrumentation({ requireParentSpan: true }),
        new UndiciInstrumentation(),
        ...(fastifyOtel ? [fastifyOtel] : []),
      ],
    })
  : null;
sdk?.start();

/** Sends the spans still buffered; the process calls it as it shuts down. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown();
}

/**
 * Traces a listener's requests (both listeners call it first of all): a span per request continuing the caller's
 * `traceparent`, and its trace id in every log line the request writes.
 */
export async function traceRequests(instance: FastifyInstance): Promise<void> {
  if (!fastifyOtel) return;
  await instance.register(fastifyOtel.plugin());
  instance.addHook('onRequest', async (request, reply) => {
    const traceId = request.opentelemetry().span?.spanContext().traceId;
    if (!traceId) return;
    request.log = request.log.child({ traceId });
    reply.log = request.log;
  });
}

/** Taken once the SDK has started: asked for on every statement, the provider's lookup showed in the profile (bench/README.md telemetryCost). */
const statementTracer = tracingOn ? trace.getTracer('card-web-pglite') : null;

/**
 * A span for one statement of the embedded database (PGlite is no `pg` client, so no instrumentation sees it), named
 * and described as the pg instrumentation's are; none without a request's span to hang it on. Started on the
 * request's context without making it the active one: a statement has no spans under it, so the context a span of
 * its own would make and enter is work for nothing.
 */
export async function traceStatement<T>(sql: string, run: () => Promise<T>): Promise<T> {
  if (!statementTracer) return run();
  const parent = context.active();
  if (!trace.getSpan(parent)) return run();
  const span = statementTracer.startSpan(
    `pglite.query:${sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? ''}`,
    { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': sql } },
    parent,
  );
  try {
    return await run();
  } finally {
    span.end();
  }
}
