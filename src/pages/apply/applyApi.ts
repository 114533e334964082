import type { ZipCandidate } from '../../flow/formContext';
import type { Answers, FieldError } from '../../flow/types';

/**
 * The apply flow's calls (engine contract, flows/README.md). Every call goes through `call`, the one place that
 * learns the credential header when the identity work's API client lands.
 */

export interface ConfirmItem {
  readonly field: string;
  readonly label: string;
  readonly value: string;
}

export interface ConfirmRow {
  readonly step: string;
  readonly title: string;
  readonly route: string;
  readonly items: readonly ConfirmItem[];
}

export interface FlowView {
  readonly schemaVersion: string;
  readonly status: 'draft' | 'submitted';
  readonly currentStep: string;
  readonly currentRoute: string;
  readonly visitedSteps: readonly string[];
  readonly answers: Readonly<Record<string, Answers>>;
  readonly stepNumber: number;
  readonly stepTotal: number;
  readonly confirmRows?: readonly ConfirmRow[];
  readonly result?: 'complete' | 'underReview';
  readonly inquiryNumber?: string;
}

export interface ApplyEntry {
  readonly flow: FlowView;
}

export type SaveAnswer = { readonly kind: 'saved'; readonly entry: ApplyEntry } | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] } | { readonly kind: 'refused' };

export type SubmitAnswer = { readonly kind: 'submitted'; readonly result: 'complete' | 'underReview'; readonly inquiryNumber: string; readonly route: string } | { readonly kind: 'refused' };

/** The session is gone (SPEC 8.1 4004): the caller sends the applicant to log in again. */
export class LoginRequired extends Error {}

/** Anything else the flow cannot go on from (5xx, maintenance, a broken answer). */
export class ApplyCallFailed extends Error {}

interface Answer {
  readonly status: number;
  readonly codeId: string;
  readonly data: unknown;
  readonly errors: readonly FieldError[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function fieldErrorsOf(x: unknown): FieldError[] {
  if (!Array.isArray(x)) return [];
  return x.filter((e): e is FieldError => isObject(e) && typeof e.field === 'string' && typeof e.message === 'string');
}

async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = crypto.randomUUID();
  }
  const response = await fetch(url, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const json: unknown = await response.json().catch(() => null);
  const resultInfo = isObject(json) && isObject(json.resultInfo) ? json.resultInfo : {};
  const answer = {
    status: response.status,
    codeId: typeof resultInfo.codeId === 'string' ? resultInfo.codeId : '',
    data: isObject(json) ? json.data : undefined,
    errors: fieldErrorsOf(resultInfo.errors),
  };
  if (answer.status === 401 || answer.codeId === '4004') throw new LoginRequired();
  return answer;
}

function entryOf(data: unknown): ApplyEntry {
  if (!isObject(data) || !isObject(data.flow) || typeof data.flow.currentRoute !== 'string' || !isObject(data.flow.answers)) {
    throw new ApplyCallFailed('apply entry without a flow');
  }
  return data as unknown as ApplyEntry;
}

const BASE = '/external/v1/apply';

export async function getEntry(): Promise<ApplyEntry> {
  const answer = await call('GET', `${BASE}/entry`);
  if (answer.status !== 200) throw new ApplyCallFailed(`GET entry ${answer.status}`);
  return entryOf(answer.data);
}

/** 4006: the machine does not allow this now (or the application was already submitted). */
const REFUSED = '4006';
const INVALID = '4000';

function saveAnswerOf(answer: Answer): SaveAnswer {
  if (answer.status === 200) return { kind: 'saved', entry: entryOf(answer.data) };
  if (answer.codeId === INVALID && answer.errors.length > 0) return { kind: 'invalid', errors: answer.errors };
  if (answer.codeId === REFUSED) return { kind: 'refused' };
  throw new ApplyCallFailed(`save ${answer.status} ${answer.codeId}`);
}

export async function saveStep(step: string, answers: Answers): Promise<SaveAnswer> {
  return saveAnswerOf(await call('POST', `${BASE}/entry`, { step, answers }));
}

/** The accept-permission step saves through the consent API (SPEC 7.2), which records the consent too. */
export async function giveConsent(): Promise<SaveAnswer> {
  return saveAnswerOf(await call('POST', `${BASE}/consent/web`, {}));
}

export async function submitApplication(): Promise<SubmitAnswer> {
  const answer = await call('POST', `${BASE}/submit`, {});
  if (answer.codeId === REFUSED) return { kind: 'refused' };
  const data = answer.data;
  if (answer.status !== 200 || !isObject(data) || (data.result !== 'complete' && data.result !== 'underReview') || typeof data.inquiryNumber !== 'string' || typeof data.route !== 'string') {
    throw new ApplyCallFailed(`submit ${answer.status}`);
  }
  return { kind: 'submitted', result: data.result, inquiryNumber: data.inquiryNumber, route: data.route };
}

/** Offline postal table on the server (the 3 MB table never ships to the phone); an unknown zip has no candidates. */
export async function lookupZip(zip7: string): Promise<readonly ZipCandidate[]> {
  const answer = await call('GET', `/v1/zipcode/${encodeURIComponent(zip7)}`);
  if (answer.status === 404) return [];
  if (answer.status !== 200 || !isObject(answer.data) || !Array.isArray(answer.data.candidates)) throw new ApplyCallFailed(`zipcode ${answer.status}`);
  return answer.data.candidates.filter(
    (c): c is ZipCandidate => isObject(c) && typeof c.prefecture === 'string' && typeof c.city === 'string' && typeof c.town === 'string' && typeof c.prefectureCode === 'string',
  );
}
