import type { FieldError } from '../../../flow/types';
import { ApplyCallFailed, call, type Outcome } from '../applyApi';

/** The payment-account calls (server/routes/bank.ts): the applicant's account credentialed, bank names public. */

export interface BankSummary {
  readonly code: string;
  readonly name: string;
  readonly kana: string;
}

export type BranchSummary = BankSummary;

export interface BankFlowView {
  readonly status: 'draft' | 'registered';
  readonly currentStep: string;
  readonly currentRoute: string;
  readonly visitedSteps: readonly string[];
  readonly answers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly stepNumber: number;
  readonly stepTotal: number;
}

export interface BankEntry {
  readonly bank: BankSummary | null;
  readonly branch: BranchSummary | null;
  readonly flow: BankFlowView;
}

export interface BankPage {
  readonly banks: readonly BankSummary[];
  readonly total: number;
  readonly nextOffset: number | null;
}

export type BankSaveAnswer = { readonly kind: 'saved'; readonly entry: BankEntry } | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] } | { readonly kind: 'refused' };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function entryOf(data: unknown): BankEntry {
  if (!isObject(data) || !isObject(data.flow) || typeof data.flow.currentRoute !== 'string' || !Array.isArray(data.flow.visitedSteps)) throw new ApplyCallFailed('bank entry without a flow');
  return data as unknown as BankEntry;
}

const ENTRY = '/external/v1/apply/bank/entry';

/** The registration so far; `refused` before the application is submitted (4006). */
export async function getBankEntry(): Promise<BankEntry | 'refused'> {
  const outcome: Outcome = await call('get', ENTRY);
  if (outcome.kind === 'refused') return 'refused';
  if (outcome.kind !== 'ok') throw new ApplyCallFailed('GET bank entry invalid');
  return entryOf(outcome.data);
}

export async function saveBankStep(step: string, answers: Readonly<Record<string, unknown>>): Promise<BankSaveAnswer> {
  const outcome = await call('post', ENTRY, { step, answers });
  // 4032 (an expired one-time code) belongs to the SMS step; a bank save never answers it.
  if (outcome.kind === 'expired') throw new ApplyCallFailed('bank save answered 4032');
  // The family-card limits (4008/4009) belong to the family-card step; a bank save never answers them.
  if (outcome.kind === 'screen') throw new ApplyCallFailed(`bank save answered the ${outcome.screen} screen`);
  return outcome.kind === 'ok' ? { kind: 'saved', entry: entryOf(outcome.data) } : outcome;
}

async function publicData(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isObject(body)) throw new ApplyCallFailed(`${path} ${response.status}`);
  return body.data;
}

export async function searchBanks(query: string, offset: number): Promise<BankPage> {
  const data = await publicData(`/v1/banks?q=${encodeURIComponent(query)}&offset=${offset}`);
  if (!isObject(data) || !Array.isArray(data.banks)) throw new ApplyCallFailed('bank page malformed');
  return data as unknown as BankPage;
}

export async function fetchBranches(bankCode: string): Promise<readonly BranchSummary[]> {
  const data = await publicData(`/v1/banks/${encodeURIComponent(bankCode)}/branches`);
  if (!isObject(data) || !Array.isArray(data.branches)) throw new ApplyCallFailed('branches malformed');
  return data.branches as BranchSummary[];
}
