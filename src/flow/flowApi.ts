import { ApiError } from '../api/apiAnswer';
import { api, sessionFlags } from '../api/appClient';
import { CredentialUnavailableError, NotLoggedInError } from '../api/credentialSource';
import type { FlowSaveBody, FlowView } from '../../flows/flowHost';
import { findFlow } from '../../flows/index';
import type { ErrorScreenKey } from '../../enums/errorScreens';
import { type FlaggedMeaning, type ResultCode, resultCodes } from '../../enums/resultCodes';
import { answerOutcome } from '../api/answerPolicy';
import type { ZipCandidate } from './formContext';
import type { FieldError } from './types';

/**
 * Every flow's calls (`/external/v1/flows/{flowId}/…`, flows/flowHost.ts), credentialed through the app's API
 * client, with the refusals a page acts on as values: field errors, a step the machine does not allow now, a
 * limit with an error screen of its own, a save drawn from an older version of the draft.
 */

/** Not logged in: the caller sends the person to log in (SPEC 2.7), then back to the page. */
export class LoginRequired extends Error {}

/** The credential could not be had or refreshed: the API client has already shown the session-error page. */
export class SessionEnded extends Error {}

/** Maintenance (SPEC 7.3): the API client has already gone to the maintenance page, which nothing may replace. */
export class ScreenShown extends Error {}

/** Anything else a flow cannot go on from (5xx, a broken answer). */
export class FlowCallFailed extends Error {}

/**
 * 4000: fields the server refused, with their Japanese messages. 4006: the machine does not allow this now.
 * 4032: a one-time code that can no longer be used (SPEC 8.1). 409: another window saved the draft first.
 */
const INVALID = '4000';
const REFUSED = '4006';
const SMS_EXPIRED = '4032';
const CONFLICT = 409;

export type Outcome =
  | { readonly kind: 'ok'; readonly data: unknown }
  | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] }
  | { readonly kind: 'refused' }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'screen'; readonly screen: ErrorScreenKey }
  | { readonly kind: 'expired'; readonly errors: readonly FieldError[] };

/** The refusals that end a flow on an error screen of their own (SPEC 8.2), whichever call met them. */
const ENDING_SCREENS: ReadonlyMap<string, ErrorScreenKey> = new Map(
  [
    resultCodes.familyCardLimit,
    resultCodes.goldFamilyCardLimit,
    resultCodes.revolvingExcess,
    resultCodes.revolvingChangeRefused,
    resultCodes.cashingContractInProgress,
    resultCodes.cashingReductionBeforeContract,
    resultCodes.installmentChangeRefused,
    resultCodes.installmentOverLimit,
    resultCodes.invalidPromise,
    resultCodes.nothingUnpaid,
    resultCodes.sameDayTransferDeadline,
    resultCodes.memberInfoClosed,
    resultCodes.nothingToSuspend,
    resultCodes.reissueInProgress,
    resultCodes.emergencyReissueNotice,
    resultCodes.withdrawalErrorAll,
    resultCodes.withdrawalErrorPartial,
    resultCodes.withdrawalErrorNone,
    resultCodes.overpaymentDetail,
    resultCodes.cardActivationFailed,
    resultCodes.upgradeNotAvailable,
    resultCodes.alreadyGold,
    resultCodes.partnerIdAlreadyLinked,
    resultCodes.partnerIdLinkageClosed,
    resultCodes.cardNotActivated,
    resultCodes.upgradeUnderReview,
    resultCodes.alreadyHasCard,
    resultCodes.cardApplicationUnderReview,
    // A service not for the holder (SPEC 6 availability codes 2 and 3).
    resultCodes.minorUnavailable,
    resultCodes.addressUnavailable,
    resultCodes.salesStopped,
    resultCodes.residenceRenewalRequired,
    resultCodes.invalidShopUrl,
    resultCodes.accountLinkFailed,
    // The partner carrier failed or was unavailable (SPEC 8.1 5401, 5403); its refusal (5402) is the flow's failure page.
    resultCodes.carrierLinkFailed,
    resultCodes.carrierLinkUnavailable,
    // The application's submit under a verified identity (SPEC 8.1 identity errors).
    resultCodes.identificationError,
    resultCodes.anotherCardFound,
    resultCodes.multipleCardsFound,
    resultCodes.suspectedFraud,
    // A service open only part of the day, asked outside its hours (SPEC 7.3 not-available-time).
    resultCodes.outsideServiceHours,
  ].map((code) => [code.codeId, code.screen]),
);

const FLAGGED_MEANINGS: ReadonlyMap<string, FlaggedMeaning> = new Map(
  Object.values<ResultCode>(resultCodes).flatMap((code) => (code.alsoWhen ? [[code.codeId, code.alsoWhen] as const] : [])),
);

/**
 * SPEC 8.1's second meaning of a code (4006 address mismatch, 4007 residence deleted), told by the session's flag the
 * server holds now. Only the flows that need the residence card in order are refused for it (server/flows/
 * standingRefusal.ts): any other flow's 4006 keeps its first meaning (a step not allowed now), as does a flag that
 * cannot be read.
 */
async function flaggedScreen(flowId: string, codeId: string): Promise<ErrorScreenKey | undefined> {
  const meaning = FLAGGED_MEANINGS.get(codeId);
  if (!meaning || !findFlow(flowId)?.needsValidResidence) return undefined;
  const flags = await sessionFlags().catch(() => undefined);
  return flags?.[meaning.flag] ? meaning.screen : undefined;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * One credentialed call (SPEC 7.2, src/api/client.ts) with a flow's refusals as values, not errors. `flowId`: the
 * flow called, whose refusals may carry a second meaning (`flaggedScreen`).
 */
export async function call(method: 'get' | 'post', path: string, json?: unknown, flowId?: string): Promise<Outcome> {
  try {
    const data = method === 'get' ? await api.get<unknown>(path) : await api.post<unknown>(path, { json: json ?? {} });
    return { kind: 'ok', data };
  } catch (error) {
    if (error instanceof NotLoggedInError) throw new LoginRequired();
    if (error instanceof CredentialUnavailableError) throw new SessionEnded();
    if (!(error instanceof ApiError)) throw error;
    if (error.codeId === '4031' || error.codeId === '4004') throw new SessionEnded();
    if (answerOutcome(error) === 'maintenance') throw new ScreenShown();
    const flagged = error.codeId === null || flowId === undefined ? undefined : await flaggedScreen(flowId, error.codeId);
    if (flagged) return { kind: 'screen', screen: flagged };
    if (error.codeId === INVALID && error.resultInfo?.errors?.length) return { kind: 'invalid', errors: error.resultInfo.errors };
    if (error.codeId === REFUSED) return { kind: 'refused' };
    if (error.status === CONFLICT) return { kind: 'conflict' };
    if (error.codeId === SMS_EXPIRED) return { kind: 'expired', errors: error.resultInfo?.errors ?? [] };
    const screen = error.codeId === null ? undefined : ENDING_SCREENS.get(error.codeId);
    if (screen) return { kind: 'screen', screen };
    throw new FlowCallFailed(error.message);
  }
}

function viewOf(data: unknown): FlowView {
  if (!isObject(data) || typeof data.currentRoute !== 'string' || !Array.isArray(data.steps) || typeof data.version !== 'number')
    throw new FlowCallFailed('an answer without a flow view');
  return data as unknown as FlowView;
}

const base = (flowId: string): string => `/external/v1/flows/${encodeURIComponent(flowId)}`;

/**
 * The draft's view; `refused` (4006) or a refusal's own screen when the flow may not be opened now; `sms` when the
 * flow is behind an SMS check the session has not passed lately (4032).
 */
export async function getView(flowId: string): Promise<FlowView | 'refused' | 'sms' | { readonly screen: ErrorScreenKey }> {
  const outcome = await call('get', `${base(flowId)}/entry`, undefined, flowId);
  if (outcome.kind === 'refused') return 'refused';
  if (outcome.kind === 'expired') return 'sms';
  if (outcome.kind === 'screen') return { screen: outcome.screen };
  if (outcome.kind !== 'ok') throw new FlowCallFailed(`GET ${flowId} entry: ${outcome.kind}`);
  return viewOf(outcome.data);
}

export type SaveAnswer =
  | { readonly kind: 'saved'; readonly view: FlowView }
  | { readonly kind: 'invalid'; readonly errors: readonly FieldError[] }
  | { readonly kind: 'refused' }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'screen'; readonly screen: ErrorScreenKey }
  | { readonly kind: 'sms' };

function saveAnswerOf(outcome: Outcome): SaveAnswer {
  if (outcome.kind === 'ok') return { kind: 'saved', view: viewOf(outcome.data) };
  // A flow behind the SMS check whose check ran out while the person was on the page.
  if (outcome.kind === 'expired') return { kind: 'sms' };
  return outcome;
}

export async function saveStep(flowId: string, state: string, body: FlowSaveBody): Promise<SaveAnswer> {
  return saveAnswerOf(await call('post', `${base(flowId)}/steps/${encodeURIComponent(state)}`, body, flowId));
}

export async function submitFlow(flowId: string, version: number): Promise<SaveAnswer> {
  return saveAnswerOf(await call('post', `${base(flowId)}/submit`, { version }, flowId));
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
  if (!response.ok || !isObject(data) || !Array.isArray(data.candidates)) throw new FlowCallFailed(`zipcode ${response.status}`);
  return data.candidates.filter(
    (c): c is ZipCandidate =>
      isObject(c) &&
      typeof c.prefecture === 'string' &&
      typeof c.city === 'string' &&
      typeof c.town === 'string' &&
      typeof c.prefectureCode === 'string',
  );
}
