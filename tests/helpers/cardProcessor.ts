import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProcessorCall {
  readonly path: string;
  readonly authorization: string | undefined;
  /** The W3C trace context the call carried (sent when tracing is on). */
  readonly traceparent?: string;
}

/** How the processor answers a call: its card, a status without one, a body that is no card's, or too late. */
export type ProcessorAnswer = 'card' | 'slow' | { readonly status: number } | { readonly body: unknown } | { readonly raw: string };

export interface CardProcessor {
  /** The CARD_DATA_URL to give the app. */
  readonly url: string;
  readonly calls: ProcessorCall[];
  /** The processor's cards by token, as `GET /cards/{token}` answers them. */
  readonly cards: Map<string, { cardNumber: string; expiry: string; securityCode: string }>;
  /** How the next calls are answered, in order ('card' once they are used up). */
  readonly answers: ProcessorAnswer[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a loopback port standing in for the card processor's card-data API (issue 34 item 8,
 * server/cardInfo/README.md): it records each call and answers as told.
 */
export async function startCardProcessor(slowMs = 2000): Promise<CardProcessor> {
  const calls: ProcessorCall[] = [];
  const cards: CardProcessor['cards'] = new Map();
  const answers: ProcessorAnswer[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    const { traceparent } = request.headers;
    calls.push({ path, authorization: request.headers.authorization, ...(typeof traceparent === 'string' ? { traceparent } : {}) });
    const answer = answers.shift() ?? 'card';
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (answer === 'slow') {
      const timer = setTimeout(() => json(200, {}), slowMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (typeof answer === 'object' && 'raw' in answer)
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(answer.raw);
    if (typeof answer === 'object' && 'status' in answer) return void json(answer.status, { error: 'unavailable' });
    if (typeof answer === 'object') return void json(200, answer.body);
    const card = cards.get(decodeURIComponent(/^\/card-data\/cards\/([^/?]+)$/.exec(path)?.[1] ?? ''));
    if (!card) return void json(404, { error: 'no such card' });
    json(200, card);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/card-data`,
    calls,
    cards,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
