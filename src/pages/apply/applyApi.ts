import { ApiError } from '../../api/apiAnswer';
import { api } from '../../api/appClient';
import { CredentialUnavailableError, NotLoggedInError } from '../../api/credentialSource';
import type { ZipCandidate } from '../../flow/formContext';
import type { Answers, FieldError } from '../../flow/types';
import type { ApplyInput } from '../../../flows/apply';
import type { ConfirmRow } from '../../../flows/engine';
import type { ErrorScreenKey } from '../../../enums/errorScreens';
import { resultCodes } from '../../../enums/resultCodes';
import type { Landing } from './landing';

/** The apply flow's calls (engine contract, flows/README.md), credentialed through the app's API client. */

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
  /** The machine input the server replays with (landing facts, flags): the page replays with the same. */
  readonly input?: ApplyInput;
}

export interface ApplyEntry {
  /** The landing the application started with (SPEC 3.1). */
  readonly campaignCode?: string | null;
  readonly flow: FlowView;
}

/** `screen`: a refusal with an error screen of its own (SPEC 8.2: the family-card limits, 4008 and 4009). */
export type SaveAnswer =
  | { readonly kind: 'saved'; readonly entry: ApplyEntry }
  | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] }
  | { readonly kind: 'refused' }
  | { readonly kind: 'screen'; readonly screen: ErrorScreenKey };

export type SubmitAnswer = { readonly kind: 'submitted'; readonly result: 'complete' | 'underReview'; readonly inquiryNumber: string; readonly route: string } | { readonly kind: 'refused' };

/** Not logged in: the caller sends the applicant to log in (SPEC 2.7), then back to the page. */
export class LoginRequired extends Error {}

/** The credential could not be had or refreshed: the API client has already shown the session-error page. */
export class SessionEnded extends Error {}

/** Anything else the flow cannot go on from (5xx, maintenance, a broken answer). */
export class ApplyCallFailed extends Error {}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * 4000: a field the server refused, with its Japanese message. 4006: the machine does not allow this now. 4032: the
 * SMS code can no longer be used (SPEC 8.1), the applicant asks for a new one.
 */
const INVALID = '4000';
const REFUSED = '4006';
const SMS_EXPIRED = '4032';

export type Outcome =
  | { readonly kind: 'ok'; readonly data: unknown }
  | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] }
  | { readonly kind: 'refused' }
  | { readonly kind: 'screen'; readonly screen: ErrorScreenKey }
  | { readonly kind: 'expired'; readonly errors: readonly FieldError[] };

const LIMIT_SCREENS: ReadonlyMap<string, ErrorScreenKey> = new Map([resultCodes.familyCardLimit, resultCodes.goldFamilyCardLimit].map((code) => [code.codeId, code.screen]));

/** One credentialed call (SPEC 7.2, src/api/client.ts) with the apply flow's refusals as values, not errors. */
export async function call(method: 'get' | 'post', path: string, json?: unknown): Promise<Outcome> {
  try {
    const data = method === 'get' ? await api.get<unknown>(path) : await api.post<unknown>(path, { json: json ?? {} });
    return { kind: 'ok', data };
  } catch (error) {
    if (error instanceof NotLoggedInError) throw new LoginRequired();
    if (error instanceof CredentialUnavailableError) throw new SessionEnded();
    if (!(error instanceof ApiError)) throw error;
    if (error.codeId === '4031' || error.codeId === '4004') throw new SessionEnded();
    if (error.codeId === INVALID && error.resultInfo?.errors?.length) return { kind: 'invalid', errors: error.resultInfo.errors };
    if (error.codeId === REFUSED) return { kind: 'refused' };
    if (error.codeId === SMS_EXPIRED) return { kind: 'expired', errors: error.resultInfo?.errors ?? [] };
    const screen = error.codeId === null ? undefined : LIMIT_SCREENS.get(error.codeId);
    if (screen) return { kind: 'screen', screen };
    throw new ApplyCallFailed(error.message);
  }
}

function entryOf(data: unknown): ApplyEntry {
  if (!isObject(data) || !isObject(data.flow) || typeof data.flow.currentRoute !== 'string' || !isObject(data.flow.answers)) {
    throw new ApplyCallFailed('apply entry without a flow');
  }
  return data as unknown as ApplyEntry;
}

const BASE = '/external/v1/apply';

export async function getEntry(): Promise<ApplyEntry> {
  const outcome = await call('get', `${BASE}/entry`);
  if (outcome.kind !== 'ok') throw new ApplyCallFailed(`GET entry ${outcome.kind}`);
  return entryOf(outcome.data);
}

function saveAnswerOf(outcome: Outcome): SaveAnswer {
  if (outcome.kind === 'ok') return { kind: 'saved', entry: entryOf(outcome.data) };
  if (outcome.kind === 'expired') throw new ApplyCallFailed('save answered 4032');
  return outcome;
}

export async function saveStep(step: string, answers: Answers): Promise<SaveAnswer> {
  return saveAnswerOf(await call('post', `${BASE}/entry`, { step, answers }));
}

/**
 * The accept-permission step saves through the consent API (SPEC 7.2), which records the consent too. It is the
 * application's first save, so it carries the session's landing.
 */
export async function giveConsent(landing: Landing): Promise<SaveAnswer> {
  return saveAnswerOf(await call('post', `${BASE}/consent/web`, landing));
}

export interface SentCode {
  readonly challengeId: string;
  readonly maskedPhoneNumber: string;
}

export type SmsAnswer<T> = { readonly kind: 'ok'; readonly data: T } | { readonly kind: 'invalid' | 'expired'; readonly message: string };

function smsAnswerOf<T>(outcome: Outcome, valid: (data: unknown) => data is T): SmsAnswer<T> {
  if (outcome.kind === 'ok' && valid(outcome.data)) return { kind: 'ok', data: outcome.data };
  if (outcome.kind === 'invalid' || outcome.kind === 'expired') return { kind: outcome.kind, message: outcome.errors[0]?.message ?? '' };
  throw new ApplyCallFailed(`sms ${outcome.kind}`);
}

/** The SMS step: a code to the mobile number saved on the phone step. */
export async function sendSmsCode(): Promise<SmsAnswer<SentCode>> {
  return smsAnswerOf(await call('post', `${BASE}/sms/send`), (d): d is SentCode => isObject(d) && typeof d.challengeId === 'string' && typeof d.maskedPhoneNumber === 'string');
}

/** The code typed: the server records the number as verified and names it (the step's answer). */
export async function verifySmsCode(challengeId: string, code: string): Promise<SmsAnswer<{ smsAuthMobNum: string }>> {
  return smsAnswerOf(await call('post', `${BASE}/sms/verify`, { challengeId, code }), (d): d is { smsAuthMobNum: string } => isObject(d) && typeof d.smsAuthMobNum === 'string');
}

export async function submitApplication(): Promise<SubmitAnswer> {
  const outcome = await call('post', `${BASE}/submit`);
  if (outcome.kind === 'refused' || outcome.kind === 'screen') return { kind: 'refused' };
  const data = outcome.kind === 'ok' ? outcome.data : undefined;
  if (!isObject(data) || (data.result !== 'complete' && data.result !== 'underReview') || typeof data.inquiryNumber !== 'string' || typeof data.route !== 'string') {
    throw new ApplyCallFailed(`submit ${outcome.kind}`);
  }
  return { kind: 'submitted', result: data.result, inquiryNumber: data.inquiryNumber, route: data.route };
}

/**
 * Offline postal table on the server (the 3 MB table never ships to the phone); no credential (SPEC 7.3). An
 * unknown zip code has no candidates.
 */
export async function lookupZip(zip7: string): Promise<readonly ZipCandidate[]> {
  const response = await fetch(`/v1/zipcode/${encodeURIComponent(zip7)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return [];
  const body: unknown = await response.json().catch(() => null);
  const data = isObject(body) ? body.data : undefined;
  if (!response.ok || !isObject(data) || !Array.isArray(data.candidates)) throw new ApplyCallFailed(`zipcode ${response.status}`);
  return data.candidates.filter(
    (c): c is ZipCandidate => isObject(c) && typeof c.prefecture === 'string' && typeof c.city === 'string' && typeof c.town === 'string' && typeof c.prefectureCode === 'string',
  );
}
