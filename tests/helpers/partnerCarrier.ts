import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CarrierCall {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

/** How the carrier answers a call: by its customers' numbers, a status, a body that is no answer, or too late. */
export type CarrierAnswer = 'customers' | 'slow' | { readonly status: number } | { readonly raw: string };

export interface PartnerCarrierServer {
  /** The CARRIER_API_URL to give the app. */
  readonly url: string;
  readonly calls: CarrierCall[];
  /** The mobile numbers the carrier knows as its customers'. */
  readonly customers: Set<string>;
  /** How the next calls are answered, in order ('customers' once they are used up). */
  readonly answers: CarrierAnswer[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a loopback port standing in for the partner carrier's certification API
 * (server/memberSettings/partnerCarrier.ts): it records each call and answers as told.
 */
export async function startPartnerCarrier(slowMs = 2000): Promise<PartnerCarrierServer> {
  const calls: CarrierCall[] = [];
  const customers = new Set<string>();
  const answers: CarrierAnswer[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as null: the test reads what was sent
      }
      calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const answer = answers.shift() ?? 'customers';
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (answer === 'slow') {
        const timer = setTimeout(() => json(200, { certified: true }), slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (typeof answer === 'object' && 'raw' in answer)
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(answer.raw);
      if (typeof answer === 'object') return void json(answer.status, { error: 'unavailable' });
      const mobNum = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['mobNum'] : undefined;
      json(200, { certified: typeof mobNum === 'string' && customers.has(mobNum) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/carrier`,
    calls,
    customers,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
