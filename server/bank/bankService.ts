import type { Kysely, Transaction } from 'kysely';
import type { BankApplicant } from '../../flows/bank';
import { bankFlow } from '../../flows/bankFlow';
import { saveStep, type AnswersByStep } from '../../flows/engine';
import { BANK_STEP_IDS, type BankStepId } from '../../schemas/bank/index';
import { bankSchemas, bankSchemaVersion } from '../../schemas/bankForm';
import { normaliseAnswers } from '../../schemas/stepForm';
import { findApplication, findApplicationForUpdate } from '../apply/applicationRepository';
import { parseEntryInput } from '../apply/entryInput';
import type { Application, Database } from '../db/schema';
import type { FieldError } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { bankMessages } from './bankMessages';
import { findBankRegistration, findBankRegistrationForUpdate, saveBankDraft } from './bankRepository';
import { bankEntryView, type BankEntryView } from './bankView';
import { findBank, findBranch } from './zenginBanks';

/**
 * The payment account after the card application (SPEC 2.1): the bank flow's machine replayed over the saved
 * answers at every save, as the application is, but only once the application is submitted, and closed once the
 * account is registered (a repeat of the same answers then answers the registration again).
 */

function refused(logMessage: string): DomainError {
  return new DomainError('invalidUserStatus', logMessage);
}

/** The applicant's name kana of the submitted application: the small-transfer rule compares the holder with it. */
function applicantOf(application: Application | undefined): BankApplicant {
  if (application?.status !== 'submitted') throw refused('bank account before the application is submitted');
  const attribute = application.answers['attribute'] ?? {};
  const kana = (field: string): string => (typeof attribute[field] === 'string' ? attribute[field] : '');
  return { lastNameKana: kana('lastNameKana'), firstNameKana: kana('firstNameKana') };
}

export async function readBankEntry(db: Kysely<Database>, memberId: string, today: string): Promise<BankEntryView> {
  const applicant = applicantOf(await findApplication(db, memberId));
  return bankEntryView(await findBankRegistration(db, memberId), applicant, today);
}

/** Facts a schema cannot know: the bank and branch exist in the Zengin data. */
function checkStep(step: BankStepId, answers: AnswersByStep): FieldError[] {
  const bankCode = answers['bankList']?.['bankCode'];
  if (step === 'bankList' && (typeof bankCode !== 'string' || !findBank(bankCode))) return [{ field: 'bankCode', message: bankMessages.bankUnknown }];
  const branchCode = answers['bankDetail']?.['branchCode'];
  if (step === 'bankDetail' && (typeof bankCode !== 'string' || typeof branchCode !== 'string' || !findBranch(bankCode, branchCode))) {
    return [{ field: 'branchCode', message: bankMessages.branchUnknown }];
  }
  return [];
}

/** Same answers whatever the key order (jsonb stores keys in its own order). */
function sameAnswers(a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>>): boolean {
  const sorted = (answers: Readonly<Record<string, unknown>>): string => JSON.stringify(Object.entries(answers).sort(([x], [y]) => x.localeCompare(y)));
  return a !== undefined && sorted(a) === sorted(b);
}

async function saveIn(trx: Transaction<Database>, memberId: string, step: BankStepId, input: Readonly<Record<string, unknown>>, today: string): Promise<BankEntryView> {
  const applicant = applicantOf(await findApplicationForUpdate(trx, memberId));
  const existing = await findBankRegistrationForUpdate(trx, memberId);
  const savedAnswers: AnswersByStep = existing?.answers ?? {};
  if (existing?.status === 'registered') {
    // Registered: the same answers again (a retried request) answer the registration; anything else is refused.
    if (sameAnswers(savedAnswers[step], normaliseAnswers(bankSchemas[step], input))) return bankEntryView(existing, applicant, today);
    throw refused(`bank step ${step} after the account is registered`);
  }
  // Another bank: the branch and account given for the old one no longer mean anything.
  const bankChanged = step === 'bankList' && savedAnswers['bankList'] !== undefined && !sameAnswers(savedAnswers['bankList'], normaliseAnswers(bankSchemas.bankList, input));
  const base = bankChanged ? { answers: {}, currentStep: 'bankList' } : { answers: savedAnswers, currentStep: existing?.current_step ?? 'bankList' };
  const outcome = saveStep(bankFlow, base, step, input, today, applicant);
  if (outcome.kind === 'refused') throw refused(`bank step ${step} not allowed now`);
  if (outcome.kind === 'invalid') throw new DomainError('invalidParams', `bank step ${step} invalid`, outcome.errors);
  const checkErrors = checkStep(step, outcome.answers);
  if (checkErrors.length > 0) throw new DomainError('invalidParams', `bank step ${step} refused by its server check`, checkErrors);
  const registered = outcome.replay.snapshot.status === 'done';
  const draft = { schemaVersion: bankSchemaVersion, currentStep: outcome.currentStep, visitedSteps: outcome.replay.path, answers: outcome.answers, registered };
  await saveBankDraft(trx, memberId, draft);
  return bankEntryView({ answers: draft.answers, status: registered ? 'registered' : 'draft', current_step: draft.currentStep, schema_version: draft.schemaVersion }, applicant, today);
}

export async function saveBankEntry(db: Kysely<Database>, memberId: string, body: unknown, today: string): Promise<BankEntryView> {
  const parsed = parseEntryInput(body, BANK_STEP_IDS);
  if ('errors' in parsed) throw new DomainError('invalidParams', 'malformed bank entry', parsed.errors);
  const step = parsed.input.step as BankStepId;
  return db.transaction().execute((trx) => saveIn(trx, memberId, step, parsed.input.answers, today));
}
