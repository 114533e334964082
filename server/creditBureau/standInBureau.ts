import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BureauReport } from './creditBureau';

/**
 * The demo people whose records differ (issue 61 item 1), by the family name in kana an application gives: anyone
 * else is clean. Applying as `applicant` with one of these family names shows the examiner that record.
 */
export const STAND_IN_PEOPLE: Readonly<Record<string, Omit<BureauReport, 'reference'>>> = {
  // A card contract that went 61 days overdue two years ago: 異動, declined (D05).
  イドウ: {
    defaults: [{ kind: 'delinquent', registeredOn: '2024-09-30' }],
    creditObligations: [{ kind: 'revolving', balanceYen: 420_000, yearlyRepaymentYen: 180_000 }],
    loans: [],
    recentApplications: 1,
  },
  // Heavy other borrowing: three cards' repayments and two lenders' loans (総量規制 leaves little room).
  タジュウ: {
    defaults: [],
    creditObligations: [
      { kind: 'revolving', balanceYen: 900_000, yearlyRepaymentYen: 600_000 },
      { kind: 'revolving', balanceYen: 600_000, yearlyRepaymentYen: 360_000 },
      { kind: 'installment', balanceYen: 1_200_000, yearlyRepaymentYen: 480_000 },
    ],
    loans: [
      { kind: 'cardLoan', balanceYen: 1_000_000 },
      { kind: 'cashing', balanceYen: 300_000 },
    ],
    recentApplications: 4,
  },
};

const clean: Omit<BureauReport, 'reference'> = { defaults: [], creditObligations: [], loans: [], recentApplications: 0 };

/** How the stand-in answers the next calls, in order (by its people once they are used up). */
export type StandInAnswer = 'people' | 'slow' | { readonly status: number } | { readonly raw: string };

export interface StandInBureau {
  /** The CREDIT_BUREAU_URL to give the app, and the token it expects. */
  readonly url: string;
  readonly token: string;
  /** Each inquiry's body as received (tests read what was sent). */
  readonly calls: unknown[];
  readonly answers: StandInAnswer[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a loopback port standing in for the credit bureau where none is configured (development,
 * tests, demo mode; never production, whose start requires CREDIT_BUREAU_URL), so the app's one adapter is what asks
 * it. `latencyMs` delays each answer (bench/ measures a decision's time with it); 'slow' answers after `slowMs`.
 */
export async function startStandInBureau(options: { latencyMs?: number; slowMs?: number } = {}): Promise<StandInBureau> {
  const token = randomBytes(16).toString('hex');
  const calls: unknown[] = [];
  const answers: StandInAnswer[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.method !== 'POST' || !request.url?.endsWith('/inquiries')) return void json(404, { error: 'not found' });
      if (request.headers.authorization !== `Bearer ${token}`) return void json(401, { error: 'unauthorised' });
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        return void json(400, { error: 'not json' });
      }
      calls.push(body);
      const answer = answers.shift() ?? 'people';
      const nameKana = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['nameKana'] : undefined;
      const family = typeof nameKana === 'string' ? (nameKana.split(/[\s\u3000]/)[0] ?? '') : '';
      const report = { reference: `SB-${randomBytes(6).toString('hex')}`, ...(STAND_IN_PEOPLE[family] ?? clean) };
      const later = (ms: number, send: () => void) => {
        const timer = setTimeout(send, ms);
        response.on('close', () => clearTimeout(timer));
      };
      if (answer === 'slow') return later(options.slowMs ?? 10_000, () => json(200, report));
      if (typeof answer === 'object' && 'raw' in answer)
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(answer.raw);
      if (typeof answer === 'object') return void json(answer.status, { error: 'unavailable' });
      if (options.latencyMs) return later(options.latencyMs, () => json(200, report));
      json(200, report);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bureau`,
    token,
    calls,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
