import type { FeatureFlagName } from '../../enums/featureFlags';
import type { Transaction } from 'kysely';
import type { AnswersByStep, FlowInput } from '../../flows/engine';
import type { FlowId, FlowStates } from '../../flows/index';
import type { FeatureFlag } from '../config/productConfig';
import type { Database } from '../db/schema';
import type { FieldError } from '../http/apiResponse';
import type { Db } from './draftRepository';
import type { DomainError } from '../http/DomainError';
import type { MessageComposer } from '../outbox/messageComposer';

/*
 * The contracts between the flow host and a flow's server parts (checks, completion effects, input builders), which
 * the domain module owning them gathers with `defineFlowParts` and `flowParts.ts` indexes by flow id: types and that
 * one helper only, so a domain module imports them without importing the host's index, which imports it back.
 */

/**
 * Server checks of a step, by its state in the flow's parts (`FlowServerParts.checks`): what only the server
 * can know, because it reads stored facts rather than the answers alone (an uploaded photo's owner, a verified
 * code, the Zengin bank list, the flags that withdraw card faces). `after` runs once the step's schema has accepted
 * the answers and answers field errors (400/4000, nothing saved), or throws a DomainError when an outside party
 * refuses the stored facts (the partner ID linkage's certification: its flow's `errorRoute`); `before` runs first and
 * throws a DomainError for a refusal with a result code of its own, which the validation would otherwise hide behind 4000.
 */
export interface CheckContext {
  /**
   * Where the check reads: the save's transaction, or the database itself on a save that takes none (most saves:
   * server/flows/flowService.ts saveWithoutLock). A check reads facts the save does not write, and under PostgreSQL's
   * read committed a transaction gives its statements no common snapshot, so both read the same.
   */
  readonly trx: Db;
  readonly ownerId: string;
  /** What the draft is about: the selected card of a card flow, '' otherwise. */
  readonly subjectId: string;
  /** The step's answers after normalisation. */
  readonly given: Readonly<Record<string, unknown>>;
  /** Every answer the save keeps, by step, the step's own included. */
  readonly answers: AnswersByStep;
  readonly input: FlowInput;
  /** A feature flag of config/featureFlags.json (an unknown flag is off). */
  readonly flagOn: (name: FeatureFlagName) => boolean;
  /** The partner carrier, which certifies a mobile number (server/memberSettings/partnerCarrier.ts). */
  readonly partnerCarrier: PartnerCarrier;
}

/**
 * Whether the partner carrier knows the number as its customer's; a carrier that cannot answer throws the SPEC 8.1
 * carrier-link error (5401 failed, 5403 unavailable).
 */
export type PartnerCarrier = (call: { readonly db: Db; readonly memberId: string; readonly mobNum: string }) => Promise<boolean>;

export interface RefusalContext {
  /** The step's answers as sent (before normalisation and validation). */
  readonly given: Readonly<Record<string, unknown>>;
  /** Every answer saved before this save, by step. */
  readonly saved: AnswersByStep;
  readonly input: FlowInput;
}

export interface ServerCheck {
  readonly before?: (context: RefusalContext) => void;
  readonly after?: (context: CheckContext) => Promise<readonly FieldError[]>;
}

/**
 * The completion effect of a flow's parts (`FlowServerParts.effect`): when a save or a submit
 * reaches a final state, the flow's result is written to its own domain table in the same transaction as the
 * draft, and what the effect answers (`Record<string, string>`) is stored with the draft as the result's data.
 */
export interface EffectContext {
  readonly trx: Transaction<Database>;
  readonly ownerId: string;
  readonly subjectId: string;
  /** The final state the machine reached. */
  readonly resultState: string;
  readonly answers: AnswersByStep;
  /** The walked path, the final state last. */
  readonly path: readonly string[];
  readonly landing: Landing;
  readonly schemaDigest: string;
  /** When the draft was first saved, and when a consent call recorded the consent (null without one). */
  readonly startedAt: Date;
  readonly consentedAt: Date | null;
  /** The secrets the draft's steps gave (`x-secret`), as slow hashes by field (server/flows/flowSecrets.ts). */
  readonly secretHashes: Readonly<Record<string, string>>;
  /** The instant of the completing call (the app's clock, which tests inject). */
  readonly now: Date;
  /** Writes the messages the completion causes into the outbox, in its transaction (issue 30). */
  readonly messages: MessageComposer;
  /** A feature flag of config/featureFlags.json (an unknown flag is off): what the completion writes may follow one. */
  readonly flagOn: (name: FeatureFlagName) => boolean;
}

export type FlowEffect = (context: EffectContext) => Promise<Readonly<Record<string, string>>>;

/**
 * The machine-input builder of a flow's parts (`FlowServerParts.input`): the facts a flow starts
 * from that are no answer of its own, built on the server from the stored landing, the session's member and the
 * feature flags. Every replay of one draft starts from the same input.
 */
export type FeatureFlags = Readonly<Record<string, FeatureFlag>>;

/** What the landing of a draft holds: facts taken with its first save, never changed (`flow_drafts.landing`). */
export type Landing = Readonly<Record<string, unknown>>;

export interface InputContext {
  readonly db: Db;
  readonly ownerId: string;
  readonly subjectId: string;
  readonly landing: Landing;
  readonly flags: FeatureFlags;
}

export interface FlowInputBuilder {
  /**
   * The landing facts a first save may carry (`FlowSaveBody.landing`), checked at the edge: the landing to store,
   * or field errors. Without it a flow takes no landing.
   */
  readonly landing?: (given: unknown) => { readonly landing: Landing } | { readonly errors: readonly FieldError[] };
  readonly build: (context: InputContext) => Promise<FlowInput>;
  /** Display facts of the view beside the landing's (`FlowView.facts`), from the context and the saved answers. */
  readonly facts?: (context: InputContext & { readonly answers: AnswersByStep }) => Promise<Readonly<Record<string, string | null>>>;
  /**
   * What steps not yet answered start from, by step, from data the service already holds about the person (the
   * application: the payment app's record, once the applicant agreed to share it). The host normalises it through
   * each step's schema and shows it only in steps without answers; it becomes an answer only when saved.
   */
  readonly prefill?: (context: InputContext & { readonly answers: AnswersByStep }) => Promise<AnswersByStep>;
}

/**
 * A flow's server parts, referenced as values: the input builder (without one the machine starts from `{}`), the
 * refusal before the first step, the server checks by step state, the completion effect. Flows that share parts
 * (optionEtc and etcCard) name the same values.
 */
export interface FlowServerParts {
  readonly input?: FlowInputBuilder;
  /**
   * Why the flow cannot be run now, from its machine input alone (a deposit promise with nothing unpaid): the host
   * asks before it draws the first step (GET entry), before each save and at the submit of a run not yet done, and
   * answers the refusal, whose result code names the screen the browser shows instead of the step. A done run
   * still shows its result, and offers no new run (`restartRoute`) while the refusal holds.
   */
  readonly refusal?: (input: FlowInput) => DomainError | undefined;
  /**
   * Why a draft's saved answers can no longer be sent because the clock has passed them since they were saved (a
   * same-day transfer date kept past 15:00 Tokyo): asked at the submit when the replay at the call's instant no longer
   * reaches the end, and answered instead of 4006, with a screen that says what happened. Never at the entry: the
   * member goes back to the step and chooses again.
   */
  readonly overtaken?: (answers: AnswersByStep, now: Date) => DomainError | undefined;
  /**
   * The result data of a done run as it stands now, laid over what the completion stored: a decision taken since on
   * what the run asked for (a gold switch approved or declined by an examiner), so the result page follows the request
   * rather than the moment it was sent. Read each time a done run's view is drawn.
   */
  readonly settled?: (context: InputContext) => Promise<Readonly<Record<string, string>>>;
  readonly checks?: Readonly<Record<string, ServerCheck>>;
  readonly effect?: FlowEffect;
}

/** `T` with none of its own keys outside `Shape`'s: a misspelt key is `never`, so tsc names it. */
type Exactly<T, Shape> = T & { readonly [K in Exclude<keyof T, keyof Shape>]: never };

/** A flow's checks, by the states of its machine only (flows/generated/registry.ts `FlowStates`). */
type ChecksOf<T, Id extends FlowId> = T extends { readonly checks?: infer Checks }
  ? { readonly checks?: Exactly<Checks, { readonly [State in FlowStates[Id]]?: ServerCheck }> }
  : unknown;

/**
 * What `defineFlowParts` admits: registry flow ids only (flows/index.ts `FlowId`), each with the parts' keys only,
 * and checks named by a state of that flow's machine.
 */
export type FlowPartsOf<T> = { readonly [K in keyof T]: K extends FlowId ? Exactly<T[K], FlowServerParts> & ChecksOf<T[K], K> : never };

/**
 * The server parts a domain module owns, by the flow ids of the registry it serves (`server/flows/flowParts.ts`
 * gathers them): a flow id the registry does not have, a key other than `input`, `checks`, `effect`, or a check of a
 * state the flow's machine does not have fails tsc.
 */
export const defineFlowParts = <const T extends { readonly [Id in FlowId]?: FlowServerParts }>(parts: T & FlowPartsOf<T>): T => parts;
