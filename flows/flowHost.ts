/**
 * The contract between a flow and the host that runs it (DESIGN.md "One host for every flow"): what a state's
 * `meta` may say, what a registry entry declares, and the view the server answers for every flow. Pure types (and
 * the event names), for the browser and the server alike; the registry entry's type is in `flows/index.ts`.
 */

/** Who may run a flow: an app user who has not applied, a card member, a former member. */
export type FlowRole = 'applicant' | 'member' | 'formerMember';

/**
 * What one draft is about, so one owner can hold one draft per subject: nothing beyond the owner (`none`), the
 * member's own data (`member`), or the card the member has selected (`card`: the draft is keyed by that card).
 */
export type FlowSubject = 'none' | 'member' | 'card';

/**
 * How a state is drawn. `form`: the generic renderer over the state's step schema. `confirm`: the confirm page (rows
 * from the view, change links that return to it, the submit button). `result`: a final state's page (its texts from
 * the state's schema, `title` and `description`; the result's data from the view). Any other name is a custom page
 * component registered by that name in the browser's page index (`sms`, `bankList`).
 */
export type PageKind = 'form' | 'confirm' | 'result' | (string & {});

export interface StateMeta {
  /** The URL of the state; unique within the flow and claimed by the flow's registry entry (`routes`). */
  readonly route: string;
  /** `<flow>/<step>`: the schema the state shows; several states may share one (each family member's pages). */
  readonly schema: string | null;
  /** Whether the step counter counts the state. */
  readonly counted: boolean;
  /** How the state is drawn; absent means `form` for a state with a schema. */
  readonly page?: PageKind;
  /** A page of a repeated section (a family member): its heading above the step and on the confirm page. */
  readonly section?: string;
  /** The first state of an extra branch and the states inside it (SPEC 4 "+3"/"+4"): counted once taken. */
  readonly extra?: boolean;
  /**
   * A changed answer here makes every later answer meaningless (another bank: the old branch and account number
   * name nothing), so the host drops them instead of keeping them for the way back.
   */
  readonly restart?: boolean;
  /**
   * Later states whose answers were given for this one's (the address's reading in kana, for the address): a changed
   * answer here drops theirs, so the person is asked them again before the confirm page instead of confirming a
   * reading of the old address.
   */
  readonly recheck?: readonly string[];
}

/** One state the person may open now: everything the browser needs to draw it without the machine. */
export interface FlowStepView {
  readonly state: string;
  readonly route: string;
  readonly schema: string | null;
  /**
   * The step's module when product staff published a version of it in the console (issue 55): its same-origin,
   * content-hashed address (`/assets/steps/<hash>.js`), loaded instead of the built one.
   */
  readonly module?: string;
  readonly page: PageKind;
  /** 「ステップ n / m」, absent for a state the counter does not count. */
  readonly position?: { readonly n: number; readonly m: number };
  /** The route of the state before it on the path, absent for the first. */
  readonly backRoute?: string;
  /** The earlier answers and input facts the step's rules read (`x-context`), by field. */
  readonly context: Readonly<Record<string, unknown>>;
  readonly section?: string;
}

export interface FlowConfirmItem {
  readonly field: string;
  readonly label: string;
  readonly value: string;
  /** Shown as a picture beside the text (flows/engine.ts `ConfirmItem`). */
  readonly picture?: 'cardFace';
}

export interface FlowConfirmRow {
  readonly step: string;
  readonly title: string;
  readonly section?: string;
  readonly route: string;
  readonly items: readonly FlowConfirmItem[];
}

/** The answer of every flow call: GET entry, POST steps/{stepId}, POST submit. */
export interface FlowView {
  readonly flowId: string;
  readonly status: 'draft' | 'done';
  /** Optimistic concurrency: a save names the version it was drawn from; a stale one answers 409 (draftConflict). */
  readonly version: number;
  /** The digest of the flow's step schemas the answers were last saved under. */
  readonly schemaDigest: string;
  readonly currentStep: string;
  readonly currentRoute: string;
  /** Every state the person may open now, in path order: the visited steps, the current one, the result when done. */
  readonly steps: readonly FlowStepView[];
  readonly answers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The confirm page's rows, when the path has a confirm page. */
  readonly confirmRows?: readonly FlowConfirmRow[];
  /** When done: the final state and what its completion effect answered (the application's inquiry number). */
  readonly result?: { readonly state: string; readonly route: string; readonly data: Readonly<Record<string, string>> };
  /**
   * When done and the flow is repeatable (registry `repeatable`): the first step's route, also listed in `steps`,
   * where a new run starts; saving that step with this view's version starts it.
   */
  readonly restartRoute?: string;
  /**
   * A draft saved under older step schemas whose answers of this step today's schemas no longer accept (a required
   * field added, a choice withdrawn): the draft resumes here, every answer still valid kept, and the page says why.
   */
  readonly changedStep?: string;
  /**
   * What steps the person may open and has not answered start from (FlowInputBuilder `prefill`), by state: shown in
   * the form as if typed, saved only when the person saves the step.
   */
  readonly prefill?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Display facts the flow's pages show beside the steps (the landing's campaign code, the card the flow is about). */
  readonly facts: Readonly<Record<string, string | null>>;
}

/** The body of POST /external/v1/flows/{flowId}/steps/{stepId}. */
export interface FlowSaveBody {
  readonly answers: Readonly<Record<string, unknown>>;
  /** The view's version the step was drawn from; absent means "do not check" (the SPEC 7.2 aliases). */
  readonly version?: number;
  /** Facts of the landing, taken with the draft's first save only (the application's campaign code, shop id, ad data). */
  readonly landing?: Readonly<Record<string, unknown>>;
}

/** The machine's event names every flow uses. */
export const FLOW_EVENTS = { next: 'step.next', submit: 'flow.submit' } as const;
