import type { Kysely } from 'kysely';
import { applyFlow } from '../../flows/applyFlow';
import { replay, saveStep, stepStates, submitResult } from '../../flows/engine';
import { applySchemaVersion } from '../../schemas/applyForm';
import { MembershipStatus } from '../../enums/member';
import type { Database } from '../db/schema';
import { DomainError } from '../http/DomainError';
import { findApplication, findApplicationForUpdate, inquiryNumberTaken, markSubmitted, saveDraft, setMembershipStatus } from './applicationRepository';
import { parseEntryInput, type EntryInput } from './entryInput';
import { entryView, type EntryView } from './entryView';
import { newInquiryNumber } from './inquiryNumber';
import { stepChecks, stepRefusals } from './stepChecks';

/**
 * The apply flow on the server: every save and the submit replay the machine over the saved answers, in one
 * transaction per applicant, so what is stored is always a path the machine allows.
 */

const CONSENT_STEP = 'acceptPermission';
const STEP_STATES = stepStates(applyFlow);

/** What the server knows beyond the request: the product's feature flags. */
export interface ApplySettings {
  readonly flagOn: (name: string) => boolean;
}

const NO_FLAGS: ApplySettings = { flagOn: () => false };

function refused(logMessage: string): DomainError {
  // 4006: the client shows the illegal-operation error screen (SPEC 2.7, 8.2).
  return new DomainError('invalidUserStatus', logMessage);
}

export async function readEntry(db: Kysely<Database>, memberId: string, today: string): Promise<EntryView> {
  return entryView(await findApplication(db, memberId), today);
}

async function save(db: Kysely<Database>, memberId: string, input: EntryInput, today: string, consented: boolean, settings: ApplySettings): Promise<EntryView> {
  return db.transaction().execute(async (trx) => {
    const existing = await findApplicationForUpdate(trx, memberId);
    if (existing?.status === 'submitted') throw refused('save after submit');
    stepRefusals[input.step]?.({ answers: input.answers, saved: existing?.answers ?? {}, campaignCode: input.campaignCode ?? existing?.campaign_code ?? null });
    const outcome = saveStep(applyFlow, { answers: existing?.answers ?? {}, currentStep: existing?.current_step ?? CONSENT_STEP }, input.step, input.answers, today);
    if (outcome.kind === 'refused') throw refused(`step ${input.step} not allowed now`);
    if (outcome.kind === 'invalid') throw new DomainError('invalidParams', `step ${input.step} invalid`, outcome.errors);
    const check = stepChecks[input.step];
    const checkErrors = check ? await check({ trx, memberId, answers: outcome.answers[input.step] ?? {}, saved: existing?.answers ?? {}, flagOn: settings.flagOn }) : [];
    if (checkErrors.length > 0) throw new DomainError('invalidParams', `step ${input.step} refused by its server check`, checkErrors);
    const draft = {
      schemaVersion: applySchemaVersion,
      currentStep: outcome.currentStep,
      visitedSteps: outcome.replay.path,
      answers: outcome.answers,
      campaignCode: input.campaignCode ?? existing?.campaign_code ?? null,
      adData: input.adData ?? existing?.ad_data ?? null,
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
        inquiry_number: null,
      },
      today,
    );
  });
}

export async function saveEntry(db: Kysely<Database>, memberId: string, body: unknown, today: string, settings: ApplySettings = NO_FLAGS): Promise<EntryView> {
  const parsed = parseEntryInput(body, STEP_STATES);
  if ('errors' in parsed) throw new DomainError('invalidParams', 'malformed apply entry', parsed.errors);
  return save(db, memberId, parsed.input, today, false, settings);
}

/** SPEC 7.2 consent API of the accept-permission step: records the consent and answers the step. */
export async function consent(db: Kysely<Database>, memberId: string, today: string): Promise<EntryView> {
  return save(db, memberId, { step: CONSENT_STEP, answers: { agreeTerms: true } }, today, true, NO_FLAGS);
}

export interface SubmitView {
  readonly result: 'complete' | 'underReview';
  readonly inquiryNumber: string;
  readonly route: string;
}

const RESULT_ROUTES = { complete: '/apply/complete', underReview: '/apply/under-review' } as const;

/** Submit: replays the whole path; a second submit answers the first one's result. */
export async function submit(db: Kysely<Database>, memberId: string, today: string): Promise<SubmitView> {
  return db.transaction().execute(async (trx) => {
    const existing = await findApplicationForUpdate(trx, memberId);
    if (!existing) throw refused('submit without an application');
    if (existing.status === 'submitted' && existing.result && existing.inquiry_number) {
      return { result: existing.result, inquiryNumber: existing.inquiry_number, route: RESULT_ROUTES[existing.result] };
    }
    const result = submitResult(applyFlow, existing.answers, today);
    if (result !== 'complete' && result !== 'underReview') throw refused('submit of a path the machine does not allow');
    let inquiryNumber = newInquiryNumber();
    while (await inquiryNumberTaken(trx, inquiryNumber)) inquiryNumber = newInquiryNumber();
    const { path } = replay(applyFlow, existing.answers, today);
    await markSubmitted(trx, memberId, { inquiryNumber, result, currentStep: result, visitedSteps: [...path, result] });
    await setMembershipStatus(trx, memberId, MembershipStatus.Applied);
    return { result, inquiryNumber, route: RESULT_ROUTES[result] };
  });
}
