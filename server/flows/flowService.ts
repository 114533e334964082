import { cardLabel, NETWORK_LABELS } from '../../enums/card';
import type { FeatureFlagName } from '../../enums/featureFlags';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { FlowView } from '../../flows/flowHost';
import type { FlowEntry } from '../../flows/index';
import {
  initialState,
  normaliseStep,
  metaOf,
  persistWalk,
  replay,
  restoreWalk,
  saveStep,
  sortedEntries,
  submitWalk,
  type AnswersByStep,
  type FlowDefinition,
  type FlowInput,
  type Replay,
  stepOf,
} from '../../flows/engine';
import type { FlowFormModule, FlowMoment } from '../../schemas/stepForm';
import type { Database, FlowDraft } from '../db/schema';
import { DomainError } from '../http/DomainError';
import type { ResultCodeName } from '../../enums/resultCodes';
import {
  findDraft,
  findDraftAndKey,
  findDraftForUpdate,
  insertDraft,
  updateDraft,
  writeDraftWithKey,
  type Db,
  type DraftKey,
  type DraftValues,
} from './draftRepository';
import { serverPartsOf } from './flowParts';
import type {
  FeatureFlags,
  FlowEffect,
  FlowInputBuilder,
  FlowServerParts,
  InputContext,
  Landing,
  PartnerCarrier,
  ServerCheck,
} from './hostContracts';
import { buildView, openStep, prefillableSteps, viewPrefill, type DraftState } from './flowView';
import type { FlowCaller } from './caller';
import { requirePriorRoute } from './priorRoutes';
import { holderRefusal } from './availability';
import { standingRefusal } from './standingRefusal';
import { flowJournal } from './flowJournal';
import { keepSecrets, takeSecrets } from './flowSecrets';
import { secretFields } from '../../schemas/secrets';
import { takeKeyInTransaction, type HeldKey } from '../idempotency/idempotencyStore';
import type { MessageComposer } from '../outbox/messageComposer';
import { NO_LIVE_STEPS, stepModuleUrl, type LiveStepSet } from '../steps/liveSteps';
import { sourceOfStep } from '../steps/stepFiles';
import { flowMetrics } from './flowMetrics';

/**
 * The host of every flow on the server (DESIGN.md "One host for every flow"): read, save a step, submit, for any
 * registry entry. Every write happens in one transaction per draft, over the version it was drawn from, and
 * stores only a path the machine allows: a save replays the machine over the saved answers unless it answers the
 * stored frontier with nothing changed before it, when advancing the stored machine is the same walk.
 */

/** What the host needs from the app for one call. */
export interface HostContext {
  readonly db: Kysely<Database>;
  /** Tokyo's date (YYYY-MM-DD): the rules that read today (ages, expiry dates) take it. */
  readonly today: string;
  /** The call's instant (the app's clock): the rules that read the clock, and the completion effects. */
  readonly now: Date;
  readonly flags: FeatureFlags;
  /** Where a completion writes the messages it causes, in its transaction (issue 30). */
  readonly messages: MessageComposer;
  /** The partner carrier a step's check asks (`CheckContext.partnerCarrier`). */
  readonly partnerCarrier: PartnerCarrier;
  /** scrypt's cost for the secrets a step gives (PASSWORD_HASH_COST). */
  readonly passwordCost: number;
  /** The step versions published in the staff console that this call runs under (issue 55); none: the repo's steps. */
  readonly liveSteps?: LiveStepSet;
}

/** A registry entry with its modules loaded and its server parts (`flowParts.ts`, by its id). */
export interface LoadedFlow {
  readonly entry: FlowEntry;
  readonly definition: FlowDefinition;
  readonly form: FlowFormModule;
  readonly inputs: FlowInputBuilder;
  readonly refusal: FlowServerParts['refusal'];
  readonly overtaken: FlowServerParts['overtaken'];
  readonly settled: FlowServerParts['settled'];
  readonly checks: Readonly<Record<string, ServerCheck>>;
  readonly effect: FlowEffect | undefined;
  /**
   * What a stored snapshot was walked under besides the input and the day: the schemas' digest and the machine's
   * (its states and transitions, its guards' and actions' code), so a deploy that changes the flow replays.
   */
  readonly walkDigest: string;
}

function walkDigestOf(definition: FlowDefinition, schemaVersion: string): string {
  const { guards, actions } = definition.machine.implementations;
  const code = [...Object.entries(guards), ...Object.entries(actions)].map(([name, implementation]) => `${name}:${String(implementation)}`);
  return createHash('sha256')
    .update(JSON.stringify([schemaVersion, definition.machine.definition, code]))
    .digest('hex')
    .slice(0, 16);
}

/** What the rules validating a step read: the call's Tokyo date and instant. */
const momentOfHost = (host: HostContext): FlowMoment => ({ today: host.today, now: host.now.toISOString() });

// By entry, not id: a test runs one flow id under two schema sets, as a deploy that changes a schema does.
const loaded = new Map<FlowEntry, Promise<LoadedFlow>>();

/** The builder of a machine without an input. */
const noInput: FlowInputBuilder = { build: async () => ({}) };

/**
 * The flow with the steps product staff published in place of the built ones (issue 55): their schemas, validators
 * and modules, and a schema version naming the step versions (`<digest>@<id>.<id>`), which every draft and submission
 * records, so a draft saved under other texts replays and the examiner's case reads the versions it was answered under.
 */
function withLiveSteps(flow: LoadedFlow, live: LiveStepSet): LoadedFlow {
  const schemas = { ...flow.definition.schemas };
  const validators = { ...flow.definition.validators };
  const modules: Record<string, string> = {};
  let conditions = flow.form.conditions;
  const versions = new Set<number>();
  for (const state of Object.keys(flow.definition.machine.states)) {
    const schemaId = metaOf(flow.definition, state)?.schema;
    const source = schemaId ? sourceOfStep(schemaId) : undefined;
    const step = source ? live.byStep.get(source) : undefined;
    if (!schemaId || !step) continue;
    const name = schemaId.slice(schemaId.indexOf('/') + 1);
    schemas[name] = step.compiled.schema;
    validators[name] = step.compiled.validate;
    modules[name] = stepModuleUrl(step.module.hash);
    conditions = { ...conditions, ...step.compiled.conditions };
    versions.add(step.versionId);
  }
  if (versions.size === 0) return flow;
  const schemaVersion = `${flow.form.schemaVersion}@${[...versions].sort((a, b) => a - b).join('.')}`;
  const definition: FlowDefinition = { ...flow.definition, schemas, validators, modules };
  return {
    ...flow,
    definition,
    form: { ...flow.form, schemas, validators, conditions, schemaVersion },
    walkDigest: walkDigestOf(definition, schemaVersion),
  };
}

const overlaid = new WeakMap<LiveStepSet, Map<FlowEntry, Promise<LoadedFlow>>>();

export function loadFlow(entry: FlowEntry, live: LiveStepSet = NO_LIVE_STEPS): Promise<LoadedFlow> {
  if (live.byStep.size === 0) return loadBuiltFlow(entry);
  let flows = overlaid.get(live);
  if (!flows) overlaid.set(live, (flows = new Map()));
  let flow = flows.get(entry);
  if (!flow) flows.set(entry, (flow = loadBuiltFlow(entry).then((built) => withLiveSteps(built, live))));
  return flow;
}

function loadBuiltFlow(entry: FlowEntry): Promise<LoadedFlow> {
  let flow = loaded.get(entry);
  if (!flow) {
    flow = (async () => {
      const [{ form }, { engine }] = await Promise.all([entry.form(), entry.engine()]);
      const parts = serverPartsOf(entry.id);
      const definition: FlowDefinition = { ...engine, schemas: form.schemas, validators: form.validators };
      return {
        entry,
        definition,
        walkDigest: walkDigestOf(definition, form.schemaVersion),
        form,
        inputs: parts.input ?? noInput,
        refusal: parts.refusal,
        overtaken: parts.overtaken,
        settled: parts.settled,
        checks: parts.checks ?? {},
        effect: parts.effect,
      };
    })();
    loaded.set(entry, flow);
  }
  return flow;
}

/** What the aliases of the SPEC 7.2 routes read beside the view to answer in their own shapes. */
export interface FlowOutcome {
  readonly view: FlowView;
  /** The replay of the saved answers the view was drawn from (the final state last when a save completed it). */
  readonly walked: Replay;
  readonly visited: readonly string[];
  readonly input: FlowInput;
  readonly landing: Landing;
}

export interface HostOptions {
  /** The code a caller whose role the flow does not admit is answered with (the SPEC 7.2 aliases answer 4006). */
  readonly roleRefusal?: ResultCodeName;
}

const refused = (logMessage: string): DomainError => new DomainError('invalidUserStatus', logMessage);
const conflict = (logMessage: string): DomainError => new DomainError('draftConflict', logMessage);

/**
 * The caller's draft key, once the flow's prior route (when it names one) was taken this session and, for a flow
 * behind the SMS check (SPEC 2.7), the session passed it recently: 4032 sends the browser to the check and back.
 */
async function admittedKey(db: Kysely<Database>, entry: FlowEntry, caller: FlowCaller, options: HostOptions): Promise<DraftKey> {
  const key = draftKeyOf(entry, caller, options);
  if (entry.smsRequired && !caller.smsVerified) throw new DomainError('smsAuthExpired', `the ${entry.id} flow without a recent SMS check`);
  if (entry.priorRoute) await requirePriorRoute(db, caller.sessionIdHash, entry.priorRoute, key.subjectId);
  return key;
}

export function draftKeyOf(entry: FlowEntry, caller: FlowCaller, options: HostOptions): DraftKey {
  if (!entry.roles.includes(caller.role))
    throw new DomainError(options.roleRefusal ?? 'flowForbidden', `a ${caller.role} opened the ${entry.id} flow`);
  if (entry.subject !== 'card') return { ownerId: caller.memberId, flowId: entry.id, subjectId: '' };
  if (!caller.cardId) throw refused(`the ${entry.id} flow without a selected card`);
  return { ownerId: caller.memberId, flowId: entry.id, subjectId: caller.cardId };
}

function stateOf(draft: FlowDraft | undefined, flow: LoadedFlow, initial: string): DraftState {
  return {
    status: draft?.status ?? 'draft',
    version: draft?.version ?? 0,
    schemaDigest: draft?.schema_digest ?? flow.form.schemaVersion,
    currentStep: draft?.current_step ?? initial,
    answers: draft?.answers ?? {},
    result: draft?.result_state ? { state: draft.result_state, data: draft.result_data ?? {} } : null,
  };
}

/**
 * The card a card flow is about, as its pages name it: its nickname and last four digits, and its label as the member
 * pages show it (`cardLabel`), which the renderer puts on the flow's first page, so a member with several cards sees
 * which one the flow changes.
 */
async function cardFacts(
  db: Kysely<Database> | Transaction<Database>,
  ownerId: string,
  cardId: string,
): Promise<Readonly<Record<string, string | null>>> {
  const card = await db
    .selectFrom('cards')
    .select(['nickname', 'card4no', 'network_code'])
    .where('id', '=', cardId)
    .where('member_id', '=', ownerId)
    .executeTakeFirst();
  return {
    cardNickname: card?.nickname ?? null,
    card4no: card?.card4no ?? null,
    cardLabel: card ? cardLabel({ brand: NETWORK_LABELS[card.network_code], card4no: card.card4no }) : null,
  };
}

/** `db`: the transaction of a write (PGlite has one connection: a query beside an open transaction would wait for it). */
async function outcomeOf(
  flow: LoadedFlow,
  state: DraftState,
  walked: Replay,
  visited: readonly string[],
  input: FlowInput,
  landing: Landing,
  host: HostContext,
  key: DraftKey,
  db: Kysely<Database> | Transaction<Database> = host.db,
): Promise<FlowOutcome> {
  const context = { db, ownerId: key.ownerId, subjectId: key.subjectId, landing, flags: host.flags, answers: state.answers };
  const own = flow.inputs.facts ? await flow.inputs.facts(context) : {};
  const facts = flow.entry.subject === 'card' ? { ...(await cardFacts(db, key.ownerId, key.subjectId)), ...own } : own;
  // A new run is offered only while the flow's parts allow one: a stopped card's finished suspension shows its result, not
  // its first step again to be refused after it.
  const restartable = state.status === 'done' && flow.entry.repeatable && !(await refusalOf(flow, input, db, key, host.today));
  const fresh = restartable ? replay(flow.definition, {}, momentOfHost(host), input) : undefined;
  const shown = await settledState(flow, state, context);
  const view = buildView(flow.entry.id, flow.definition, shown, walked, landing, facts, fresh, flow.form.schemaVersion);
  const prefill =
    flow.inputs.prefill && prefillableSteps(view).length > 0
      ? viewPrefill(flow.definition, view, await flow.inputs.prefill(context))
      : undefined;
  return { view: prefill ? { ...view, prefill } : view, walked, visited, input, landing };
}

/** A done run's result with the decision taken since on what it asked for (`FlowServerParts.settled`). */
async function settledState(flow: LoadedFlow, state: DraftState, context: InputContext): Promise<DraftState> {
  if (state.status !== 'done' || !state.result || !flow.settled) return state;
  return { ...state, result: { ...state.result, data: { ...state.result.data, ...(await flow.settled(context)) } } };
}

/**
 * A run not yet done goes on only while the service is for this holder (`FlowDeclaration.unavailableTo`, SPEC 6), its
 * card and residence card allow it (`needsCardInUse`, `needsValidResidence`: `standingRefusal`) and the flow's parts
 * allow it (`FlowServerParts.refusal`); a done one shows its result.
 */
async function refuseUnavailable(
  flow: LoadedFlow,
  input: FlowInput,
  done: boolean,
  db: Kysely<Database> | Transaction<Database>,
  key: DraftKey,
  today: string,
): Promise<void> {
  const refusal = done ? undefined : await refusalOf(flow, input, db, key, today);
  if (refusal) throw refusal;
}

async function refusalOf(
  flow: LoadedFlow,
  input: FlowInput,
  db: Kysely<Database> | Transaction<Database>,
  key: DraftKey,
  today: string,
): Promise<DomainError | undefined> {
  return (
    (await holderRefusal(db, flow.entry.unavailableTo, key, today)) ??
    (await standingRefusal(db, flow.entry, key, today)) ??
    flow.refusal?.(input)
  );
}

const inputOf = (
  flow: LoadedFlow,
  db: Kysely<Database> | Transaction<Database>,
  key: DraftKey,
  landing: Landing,
  flags: FeatureFlags,
): Promise<FlowInput> => flow.inputs.build({ db, ownerId: key.ownerId, subjectId: key.subjectId, landing, flags });

export async function readFlow(host: HostContext, entry: FlowEntry, caller: FlowCaller, options: HostOptions = {}): Promise<FlowOutcome> {
  const flow = await loadFlow(entry, host.liveSteps);
  const key = await admittedKey(host.db, entry, caller, options);
  const draft = await findDraft(host.db, key);
  const landing = draft?.landing ?? {};
  const input = await inputOf(flow, host.db, key, landing, host.flags);
  await refuseUnavailable(flow, input, draft?.status === 'done', host.db, key, host.today);
  // A draft's stored walk is the replay of its answers under the same schemas, input and day: no need to walk again.
  const stored = draft?.status === 'draft' ? storedWalk(flow, draft, input, host.today) : undefined;
  const answers = draft?.answers ?? {};
  const walked = stored
    ? {
        path: stored.path,
        frontier: stored.path[stored.path.length - 1] ?? initialState(flow.definition, input),
        snapshot: stored.snapshot,
        answers,
        input,
      }
    : replay(flow.definition, answers, momentOfHost(host), input);
  const state = stateOf(draft, flow, initialState(flow.definition, input));
  const outcome = await outcomeOf(flow, state, walked, draft?.status === 'done' ? draft.visited : walked.path, input, landing, host, key);
  await flowJournal.viewed(host.db, key, outcome.view.currentStep);
  flowMetrics.reached(entry.id, outcome.view.currentStep);
  return outcome;
}

/** The stored machine, usable when it was walked under the same schemas and machine (`walkDigest`), input and day as this call. */
interface StoredSnapshot {
  readonly value: string;
  readonly context: unknown;
  readonly day: string;
  readonly input: string;
  readonly digest: string;
}

function isStoredSnapshot(value: unknown): value is StoredSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['value'] === 'string' &&
    typeof record['day'] === 'string' &&
    typeof record['input'] === 'string' &&
    typeof record['digest'] === 'string' &&
    'context' in record
  );
}

function storedWalk(flow: LoadedFlow, draft: FlowDraft | undefined, input: FlowInput, today: string) {
  const stored = draft?.snapshot;
  if (!draft || !isStoredSnapshot(stored)) return undefined;
  const usable =
    stored.day === today &&
    stored.input === JSON.stringify(input) &&
    stored.digest === flow.walkDigest &&
    draft.schema_digest === flow.form.schemaVersion;
  if (!usable || draft.visited.at(-1) !== stored.value) return undefined;
  return { path: draft.visited, snapshot: restoreWalk(flow.definition, { value: stored.value, context: stored.context }) };
}

function snapshotOf(walked: Replay, input: FlowInput, today: string, digest: string): Record<string, unknown> {
  const { value, context } = persistWalk(walked.snapshot);
  return { value, context, day: today, input: JSON.stringify(input), digest };
}

export interface SaveInput {
  readonly answers: Readonly<Record<string, unknown>>;
  /** The view's version the step was drawn from; absent: not checked (the SPEC 7.2 aliases). */
  readonly version?: number;
  /** The landing, already checked by the flow's input builder; taken with the first save only. */
  readonly landing?: Landing;
  /** A consent call (SPEC 7.2 /apply/consent/web): records the consent time. */
  readonly consent?: boolean;
  /** The call's Idempotency-Key, taken in the save's transaction. */
  readonly heldKey?: HeldKey;
}

/** The call's Idempotency-Key was taken by an earlier call: nothing was written; the route answers as that call did. */
export class KeyTakenBefore extends Error {
  constructor() {
    super('Idempotency-Key taken by an earlier call');
  }
}

/** Takes the call's key first in a write's transaction (a repeat writes nothing, whatever the draft's state now). */
async function takeKey(trx: Transaction<Database>, held: HeldKey | undefined): Promise<void> {
  if (held && !(await takeKeyInTransaction(trx, held))) throw new KeyTakenBefore();
}

function checkVersion(draft: FlowDraft | undefined, version: number | undefined): void {
  if (version !== undefined && version !== (draft?.version ?? 0))
    throw conflict(`save drawn from version ${version}, draft at ${draft?.version ?? 0}`);
}

/** A feature flag of the host's config (an unknown flag is off). */
const flagOnOf =
  (host: HostContext) =>
  (name: FeatureFlagName): boolean =>
    Object.hasOwn(host.flags, name) && host.flags[name]?.enabled === true;

async function complete(
  flow: LoadedFlow,
  trx: Transaction<Database>,
  key: DraftKey,
  draft: FlowDraft | undefined,
  finished: Replay,
  landing: Landing,
  host: HostContext,
) {
  const data = flow.effect
    ? await flow.effect({
        trx,
        ownerId: key.ownerId,
        subjectId: key.subjectId,
        resultState: finished.frontier,
        answers: finished.answers,
        path: finished.path,
        landing,
        schemaDigest: flow.form.schemaVersion,
        startedAt: draft?.created_at ?? new Date(),
        consentedAt: draft?.consented_at ?? null,
        secretHashes: await takeSecrets(trx, key),
        now: host.now,
        messages: host.messages,
        flagOn: flagOnOf(host),
      })
    : {};
  await flowJournal.completed(trx, key, finished.path.at(-2) ?? finished.frontier, finished.frontier, finished.answers);
  return { state: finished.frontier, data };
}

/** Two first saves of one draft raced (no row to lock yet) and the other one created it. */
class FirstSaveRaced extends DomainError {
  constructor() {
    super('draftConflict', 'another first save created the draft');
  }
}

async function write(
  trx: Transaction<Database>,
  key: DraftKey,
  draft: FlowDraft | undefined,
  landing: Landing,
  values: DraftValues,
): Promise<void> {
  if (!draft) {
    if (!(await insertDraft(trx, key, landing, values))) throw new FirstSaveRaced();
    return;
  }
  if (!(await updateDraft(trx, key, draft.version, values))) throw conflict('another save of the draft came first');
}

/** Same answers whatever the key order they were given in. */
const sameAnswers = (a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>>): boolean =>
  a !== undefined && JSON.stringify(sortedEntries(a)) === JSON.stringify(sortedEntries(b));

export async function saveFlowStep(
  host: HostContext,
  entry: FlowEntry,
  caller: FlowCaller,
  step: string,
  body: SaveInput,
  options: HostOptions = {},
): Promise<FlowOutcome> {
  const flow = await loadFlow(entry, host.liveSteps);
  const key = await admittedKey(host.db, entry, caller, options);
  try {
    const { outcome, journalled } = await savedOrRetried(host, flow, key, step, body);
    if (!journalled)
      await flowJournal.saved(host.db, key, step, outcome.view.currentStep, outcome.view.answers, outcome.view.status === 'done');
    flowMetrics.saved(entry.id, step, outcome.view.currentStep);
    return outcome;
  } catch (error) {
    if (error instanceof DomainError && error.resultCode === 'invalidParams') {
      await flowJournal.refused(host.db, key, step, error.fieldErrors);
      flowMetrics.refused(entry.id, step, error.fieldErrors);
    }
    throw error;
  }
}

/** A save's outcome, and whether its journal rows were written with the draft (`writeDraftWithKey`). */
interface SaveOutcome {
  readonly outcome: FlowOutcome;
  readonly journalled: boolean;
}

async function savedOrRetried(host: HostContext, flow: LoadedFlow, key: DraftKey, step: string, body: SaveInput): Promise<SaveOutcome> {
  try {
    return await saveIn(host, flow, key, step, body);
  } catch (error) {
    // A save that names no version (the SPEC 7.2 aliases) queues behind the other as every later save does.
    if (error instanceof FirstSaveRaced && body.version === undefined) return saveIn(host, flow, key, step, body);
    throw error;
  }
}

/**
 * Whether a save of a done draft starts the flow again: a repeatable flow, its first step, drawn from the done
 * draft's version (so a retried save of the run's last step, or a second tab on an older view, is no new run; of two
 * tabs restarting from one view the second answers 409). A save naming no version never restarts.
 */
function startsNewRun(entry: FlowEntry, step: string, initial: string, body: SaveInput): boolean {
  return entry.repeatable === true && step === initial && body.version !== undefined;
}

async function saveIn(host: HostContext, flow: LoadedFlow, key: DraftKey, step: string, body: SaveInput): Promise<SaveOutcome> {
  return (
    (await saveWithoutLock(host, flow, key, step, body)) ?? {
      outcome: await saveInTransaction(host, flow, key, step, body),
      journalled: false,
    }
  );
}

/**
 * Most saves change the draft alone: read without a lock, replay, and write over the version read, the draft and
 * the call's key in one statement (no transaction held while the machine is walked, so other saves go on meanwhile;
 * two saves of one draft still cannot both write; a step's server check reads before the write, as it would in the
 * transaction). A save that completes the flow (its effect writes another table), a step with a secret, a done
 * draft, a new run, and a save naming no version that another write overtook take the transaction instead: undefined.
 */
async function saveWithoutLock(
  host: HostContext,
  flow: LoadedFlow,
  key: DraftKey,
  step: string,
  body: SaveInput,
): Promise<SaveOutcome | undefined> {
  const { definition, entry } = flow;
  const check = Object.hasOwn(flow.checks, step) ? flow.checks[step] : undefined;
  // A secret is hashed into flow_secrets beside the draft: in the transaction.
  const shown = stepOf(definition, step);
  if (shown && secretFields(shown.schema).length > 0) return undefined;
  const { draft: stored, keyTaken } = body.heldKey
    ? await findDraftAndKey(host.db, key, body.heldKey)
    : { draft: await findDraft(host.db, key), keyTaken: false };
  if (keyTaken) throw new KeyTakenBefore();
  if (stored?.status === 'done') return undefined;
  checkVersion(stored, body.version);
  const landing = stored?.landing ?? body.landing ?? {};
  const input = await inputOf(flow, host.db, key, landing, host.flags);
  await refuseUnavailable(flow, input, false, host.db, key, host.today);
  const state = stateOf(stored, flow, initialState(definition, input));
  const saved: AnswersByStep = stored?.answers ?? {};
  check?.before?.({ given: body.answers, saved, input });
  const outcome = saveStep(
    definition,
    { answers: saved, currentStep: state.currentStep, walk: storedWalk(flow, stored, input, host.today) },
    step,
    body.answers,
    momentOfHost(host),
    input,
  );
  if (outcome.kind === 'refused') throw refused(`${entry.id} step ${step} not allowed now`);
  if (outcome.kind === 'invalid') throw new DomainError('invalidParams', `${entry.id} step ${step} invalid`, outcome.errors);
  const walked = outcome.replay;
  if (walked.snapshot.status === 'done') return undefined;
  await refuseByCheck(check, host, key, entry, step, outcome.answers, input, host.db);
  const values: DraftValues = {
    schemaDigest: flow.form.schemaVersion,
    status: 'draft',
    currentStep: outcome.currentStep,
    visited: walked.path,
    answers: outcome.answers,
    snapshot: snapshotOf(walked, input, host.today, flow.walkDigest),
    result: null,
    consented: body.consent === true,
  };
  // With a key, the save's journal rows go in the draft's own statement.
  const written = body.heldKey
    ? await writeDraftWithKey(
        host.db,
        key,
        stored?.version,
        landing,
        values,
        body.heldKey,
        flowJournal.savedWithDraft(step, openStep(values.currentStep, walked), values.answers),
      )
    : stored
      ? await updateDraft(host.db, key, stored.version, values)
      : await insertDraft(host.db, key, landing, values);
  // A save that names no version queues behind the other, as in the transaction (which locks the draft first).
  if (!written && body.version === undefined) return undefined;
  if (!written) throw stored ? conflict('another save of the draft came first') : new FirstSaveRaced();
  const after: DraftState = {
    status: 'draft',
    version: (stored?.version ?? 0) + 1,
    schemaDigest: values.schemaDigest,
    currentStep: values.currentStep,
    answers: values.answers,
    result: null,
  };
  return { outcome: await outcomeOf(flow, after, walked, walked.path, input, landing, host, key), journalled: body.heldKey !== undefined };
}

/** The step's server check (`after`), its field errors as 400/4000 with nothing saved. */
async function refuseByCheck(
  check: ServerCheck | undefined,
  host: HostContext,
  key: DraftKey,
  entry: FlowEntry,
  step: string,
  answers: AnswersByStep,
  input: FlowInput,
  db: Db,
): Promise<void> {
  if (!check?.after) return;
  const errors = await check.after({
    trx: db,
    ownerId: key.ownerId,
    subjectId: key.subjectId,
    given: answers[step] ?? {},
    answers,
    input,
    flagOn: flagOnOf(host),
    partnerCarrier: host.partnerCarrier,
  });
  if (errors.length > 0) throw new DomainError('invalidParams', `${entry.id} step ${step} refused by its server check`, errors);
}

function saveInTransaction(host: HostContext, flow: LoadedFlow, key: DraftKey, step: string, body: SaveInput): Promise<FlowOutcome> {
  const { definition, entry } = flow;
  return host.db.transaction().execute(async (trx) => {
    await takeKey(trx, body.heldKey);
    const stored = await findDraftForUpdate(trx, key);
    checkVersion(stored, body.version);
    const landing = stored?.landing ?? body.landing ?? {};
    const input = await inputOf(flow, trx, key, landing, host.flags);
    const initial = initialState(definition, input);
    const restarting = stored?.status === 'done' && startsNewRun(entry, step, initial, body);
    // A new run of a repeatable flow continues nothing: no answers, no stored walk, a new start time; the row it
    // overwrites is the finished run's (its record stays in the domain table), still written over its version.
    const draft = restarting ? undefined : stored;
    await refuseUnavailable(flow, input, draft?.status === 'done', trx, key, host.today);
    const state = stateOf(draft, flow, initial);
    if (draft?.status === 'done') {
      // Done: the same answers again (a retried request) answer the result; anything else is refused.
      const normalised = normaliseStep(definition, step, body.answers);
      if (normalised && sameAnswers(draft.answers[step], normalised))
        return outcomeOf(
          flow,
          state,
          replay(definition, draft.answers, momentOfHost(host), input),
          draft.visited,
          input,
          landing,
          host,
          key,
          trx,
        );
      throw refused(`${entry.id} step ${step} after the flow is done`);
    }
    const saved: AnswersByStep = draft?.answers ?? {};
    const check = Object.hasOwn(flow.checks, step) ? flow.checks[step] : undefined;
    check?.before?.({ given: body.answers, saved, input });
    const outcome = saveStep(
      definition,
      { answers: saved, currentStep: state.currentStep, walk: storedWalk(flow, draft, input, host.today) },
      step,
      body.answers,
      momentOfHost(host),
      input,
    );
    if (outcome.kind === 'refused') throw refused(`${entry.id} step ${step} not allowed now`);
    if (outcome.kind === 'invalid') throw new DomainError('invalidParams', `${entry.id} step ${step} invalid`, outcome.errors);
    await refuseByCheck(check, host, key, entry, step, outcome.answers, input, trx);
    if (outcome.secrets) await keepSecrets(trx, key, outcome.secrets, host.passwordCost);
    const walked = outcome.replay;
    const result = walked.snapshot.status === 'done' ? await complete(flow, trx, key, draft, walked, landing, host) : null;
    const values: DraftValues = {
      schemaDigest: flow.form.schemaVersion,
      status: result ? 'done' : 'draft',
      currentStep: result ? result.state : outcome.currentStep,
      visited: walked.path,
      answers: outcome.answers,
      snapshot: snapshotOf(walked, input, host.today, flow.walkDigest),
      result,
      consented: body.consent === true,
    };
    await write(trx, key, stored, landing, restarting ? { ...values, restarted: true } : values);
    const after: DraftState = {
      status: values.status,
      version: (stored?.version ?? 0) + 1,
      schemaDigest: values.schemaDigest,
      currentStep: values.currentStep,
      answers: values.answers,
      result,
    };
    return outcomeOf(flow, after, walked, walked.path, input, landing, host, key, trx);
  });
}

export async function submitFlow(
  host: HostContext,
  entry: FlowEntry,
  caller: FlowCaller,
  version: number | undefined,
  options: HostOptions = {},
  heldKey?: HeldKey,
): Promise<FlowOutcome> {
  const flow = await loadFlow(entry, host.liveSteps);
  const key = await admittedKey(host.db, entry, caller, options);
  const { definition } = flow;
  const submitted = await host.db.transaction().execute(async (trx) => {
    await takeKey(trx, heldKey);
    const draft = await findDraftForUpdate(trx, key);
    if (!draft) throw refused(`${entry.id} submit without a draft`);
    checkVersion(draft, version);
    const input = await inputOf(flow, trx, key, draft.landing, host.flags);
    await refuseUnavailable(flow, input, draft.status === 'done', trx, key, host.today);
    const state = stateOf(draft, flow, initialState(definition, input));
    const walked = replay(definition, draft.answers, momentOfHost(host), input);
    // A second submit answers the first one's result.
    if (draft.status === 'done') return outcomeOf(flow, state, walked, draft.visited, input, draft.landing, host, key, trx);
    const finished = submitWalk(definition, walked);
    if (!finished) throw flow.overtaken?.(draft.answers, host.now) ?? refused(`${entry.id} submit of a path the machine does not allow`);
    const result = await complete(flow, trx, key, draft, finished, draft.landing, host);
    const values: DraftValues = {
      schemaDigest: flow.form.schemaVersion,
      status: 'done',
      currentStep: result.state,
      visited: finished.path,
      answers: draft.answers,
      snapshot: snapshotOf(finished, input, host.today, flow.walkDigest),
      result,
      consented: false,
    };
    await write(trx, key, draft, draft.landing, values);
    const after: DraftState = {
      ...state,
      status: 'done',
      version: draft.version + 1,
      schemaDigest: values.schemaDigest,
      currentStep: result.state,
      result,
    };
    return outcomeOf(flow, after, walked, finished.path, input, draft.landing, host, key, trx);
  });
  flowMetrics.reached(entry.id, submitted.view.currentStep);
  return submitted;
}
