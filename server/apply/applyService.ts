import type { Kysely } from 'kysely';
import { applyFlow } from '../../flows/applyFlow';
import { replay, saveStep, stepStates, submitResult } from '../../flows/engine';
import { applySchemaVersion } from '../../schemas/applyForm';
import { MembershipStatus } from '../../enums/member';
import type { Application, Database } from '../db/schema';
import { DomainError } from '../http/DomainError';
import { findApplication, findApplicationForUpdate, inquiryNumberTaken, markSubmitted, saveDraft, setMembershipStatus } from './applicationRepository';
import type { FeatureFlag } from '../config/productConfig';
import { applyInputOf, type StoredLanding } from './applyInput';
import { parseEntryInput, parseLandingInput, type EntryInput, type LandingInput } from './entryInput';
import { entryView, type EntryView } from './entryView';
import { newInquiryNumber } from './inquiryNumber';
import { stepChecks, stepRefusals } from './stepChecks';
import { findBankRegistration } from '../bank/bankRepository';
import { accountOf } from '../bank/bankView';

/**
 * The apply flow on the server: every save and the submit replay the machine over the saved answers, in one
 * transaction per applicant, so what is stored is always a path the machine allows.
 */

const CONSENT_STEP = 'acceptPermission';
/** The states a save may name: every state that shows a step (each family member's pages included). */
const STEP_STATES = stepStates(applyFlow);

function refused(logMessage: string): DomainError {
  // 4006: the client shows the illegal-operation error screen (SPEC 2.7, 8.2).
  return new DomainError('invalidUserStatus', logMessage);
}

export type FeatureFlags = Readonly<Record<string, FeatureFlag>>;

export async function readEntry(db: Kysely<Database>, memberId: string, today: string, flags: FeatureFlags): Promise<EntryView> {
  return entryView(await findApplication(db, memberId), today, flags, accountOf(await findBankRegistration(db, memberId)));
}

/**
 * The landing of the application's first save stays the application's: a later landing with another campaign code
 * or shop id would change the path the saved answers walk, so it is not taken (the browser tells the applicant).
 */
function landingOf(existing: Application | undefined, input: LandingInput): StoredLanding {
  if (existing) return { campaignCode: existing.campaign_code, adData: existing.ad_data, shopId: existing.shop_id };
  return { campaignCode: input.campaignCode ?? null, adData: input.adData ?? null, shopId: input.shopId ?? null };
}

async function save(db: Kysely<Database>, memberId: string, input: EntryInput, today: string, consented: boolean, flags: FeatureFlags): Promise<EntryView> {
  return db.transaction().execute(async (trx) => {
    const existing = await findApplicationForUpdate(trx, memberId);
    if (existing?.status === 'submitted') throw refused('save after submit');
    const landing = landingOf(existing, input);
    stepRefusals[input.step]?.({ answers: input.answers, saved: existing?.answers ?? {}, campaignCode: landing.campaignCode });
    const outcome = saveStep(
      applyFlow,
      { answers: existing?.answers ?? {}, currentStep: existing?.current_step ?? CONSENT_STEP },
      input.step,
      input.answers,
      today,
      applyInputOf(landing, flags),
    );
    if (outcome.kind === 'refused') throw refused(`step ${input.step} not allowed now`);
    if (outcome.kind === 'invalid') throw new DomainError('invalidParams', `step ${input.step} invalid`, outcome.errors);
    const check = stepChecks[input.step];
    const checkErrors = check ? await check({ trx, memberId, answers: outcome.answers[input.step] ?? {}, saved: existing?.answers ?? {}, flagOn: (name) => Object.hasOwn(flags, name) && flags[name]?.enabled === true }) : [];
    if (checkErrors.length > 0) throw new DomainError('invalidParams', `step ${input.step} refused by its server check`, checkErrors);
    const draft = {
      schemaVersion: applySchemaVersion,
      currentStep: outcome.currentStep,
      visitedSteps: outcome.replay.path,
      answers: outcome.answers,
      campaignCode: landing.campaignCode,
      adData: landing.adData,
      shopId: landing.shopId,
      consented: consented || existing?.consented_at != null,
    };
    await saveDraft(trx, memberId, draft);
    return entryView(
      {
        answers: draft.answers,
        status: 'draft',
        result: null,
        current_step: draft.currentStep,
        schema_version: draft.schemaVersion,
        visited_steps: [...draft.visitedSteps],
        campaign_code: draft.campaignCode,
        ad_data: draft.adData,
        shop_id: draft.shopId,
        inquiry_number: null,
      },
      today,
      flags,
    );
  });
}

export async function saveEntry(db: Kysely<Database>, memberId: string, body: unknown, today: string, flags: FeatureFlags): Promise<EntryView> {
  const parsed = parseEntryInput(body, STEP_STATES);
  if ('errors' in parsed) throw new DomainError('invalidParams', 'malformed apply entry', parsed.errors);
  return save(db, memberId, parsed.input, today, false, flags);
}

/**
 * SPEC 7.2 consent API of the accept-permission step: records the consent and answers the step. It is the first
 * save, so its body may carry the landing (campaignCode, adData, shopId); an empty body is a landing without any.
 */
export async function consent(db: Kysely<Database>, memberId: string, body: unknown, today: string, flags: FeatureFlags): Promise<EntryView> {
  const landing = parseLandingInput(body);
  if ('errors' in landing) throw new DomainError('invalidParams', 'malformed landing', landing.errors);
  return save(db, memberId, { step: CONSENT_STEP, answers: { agreeTerms: true }, ...landing.input }, today, true, flags);
}

export interface SubmitView {
  readonly result: 'complete' | 'underReview';
  readonly inquiryNumber: string;
  readonly route: string;
}

const RESULT_ROUTES = { complete: '/apply/complete', underReview: '/apply/under-review' } as const;

/** Submit: replays the whole path; a second submit answers the first one's result. */
export async function submit(db: Kysely<Database>, memberId: string, today: string, flags: FeatureFlags): Promise<SubmitView> {
  return db.transaction().execute(async (trx) => {
    const existing = await findApplicationForUpdate(trx, memberId);
    if (!existing) throw refused('submit without an application');
    if (existing.status === 'submitted' && existing.result && existing.inquiry_number) {
      return { result: existing.result, inquiryNumber: existing.inquiry_number, route: RESULT_ROUTES[existing.result] };
    }
    const input = applyInputOf({ campaignCode: existing.campaign_code, adData: existing.ad_data, shopId: existing.shop_id }, flags);
    const result = submitResult(applyFlow, existing.answers, today, input);
    if (result !== 'complete' && result !== 'underReview') throw refused('submit of a path the machine does not allow');
    let inquiryNumber = newInquiryNumber();
    while (await inquiryNumberTaken(trx, inquiryNumber)) inquiryNumber = newInquiryNumber();
    const { path } = replay(applyFlow, existing.answers, today, input);
    await markSubmitted(trx, memberId, { inquiryNumber, result, currentStep: result, visitedSteps: [...path, result] });
    await setMembershipStatus(trx, memberId, MembershipStatus.Applied);
    return { result, inquiryNumber, route: RESULT_ROUTES[result] };
  });
}
