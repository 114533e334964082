import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayCall {
  readonly authorization: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly body: { readonly to: string; readonly text: string; readonly channel: string; readonly deliveryKey: string };
}

export interface SmsGateway {
  /** The SMS_GATEWAY_URL to give the app. */
  readonly url: string;
  readonly calls: GatewayCall[];
  /** The statuses of the next calls' answers, in order (200 once they are used up). */
  readonly answers: number[];
  /** The code of the newest message the gateway accepted, as the phone would show it. */
  latestCode(): string;
  close(): Promise<void>;
}

/** A real HTTP server on a loopback port standing in for the SMS gateway (issue 30): it records each call. */
export async function startSmsGateway(): Promise<SmsGateway> {
  const calls: GatewayCall[] = [];
  const answers: number[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      calls.push({
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(text) as GatewayCall['body'],
      });
      statuses.push(status);
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    calls,
    answers,
    latestCode() {
      const accepted = calls.filter((_call, index) => (statuses[index] ?? 500) < 300);
      return /[0-9]{6}/.exec(accepted.at(-1)?.body.text ?? '')?.[0] ?? '';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
