import { FlowCallFailed } from '../../../flow/flowApi';

/** The bank list's public calls (server/routes/bank.ts): bank names a page at a time, no credential. */

export interface BankSummary {
  readonly code: string;
  readonly name: string;
  readonly kana: string;
}

export interface BankPage {
  readonly banks: readonly BankSummary[];
  readonly total: number;
  readonly nextOffset: number | null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

async function publicData(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isObject(body)) throw new FlowCallFailed(`${path} ${response.status}`);
  return body.data;
}

export async function searchBanks(query: string, offset: number): Promise<BankPage> {
  const data = await publicData(`/v1/banks?q=${encodeURIComponent(query)}&offset=${offset}`);
  if (!isObject(data) || !Array.isArray(data.banks)) throw new FlowCallFailed('bank page malformed');
  return data as unknown as BankPage;
}
