import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the receiver read it from OTLP/HTTP JSON: ids in hex, the attributes' values flattened. */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  readonly kind: number;
  readonly service: string;
  readonly attributes: Readonly<Record<string, string | number | boolean>>;
}

export interface OtlpReceiver {
  /** The OTEL_EXPORTER_OTLP_ENDPOINT to give a process: the exporter posts to `${url}/v1/traces`. */
  readonly url: string;
  readonly spans: ReceivedSpan[];
  close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: KeyValue[] }[];
    }[];
  }[];
}

const flat = (attributes: readonly KeyValue[] = []): Record<string, string | number | boolean> =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [key, value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? 0)]),
  );

/**
 * A real OTLP/HTTP receiver on a loopback port, as an OpenTelemetry Collector's `otlp` receiver would take the
 * exporter's JSON posts (issue 56): it keeps every span it was sent, for a test to look for a trace.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(text) as ExportRequest;
      for (const resource of body.resourceSpans ?? []) {
        const service = String(flat(resource.resource?.attributes)['service.name'] ?? '');
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              service,
              attributes: flat(span.attributes),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
