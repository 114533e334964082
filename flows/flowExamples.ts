/**
 * A flow's example answers (`export const examples = defineExamples({...})` in flows/<id>.ts, beside its machine and
 * its registry declaration): the fixture the path walk (flows/flowPaths.test.ts), the stories and the server's tests
 * draw from. Only tests, benches and stories read them; the browser build never loads a flow file.
 */

/** One step's answers as a person types them, before normalisation. */
export type StepInput = Readonly<Record<string, unknown>>;

export interface FlowExamples {
  /**
   * Candidate answers per step state: the first is the example person's (the answers a test or a story fills in,
   * `exampleAnswers`), the others the variants the machine's guards and the step's rules read, so that over them the
   * walk takes every branch. A step without candidates is not walked past.
   */
  readonly answers: Readonly<Record<string, readonly StepInput[]>>;
  /**
   * The machine inputs the walk starts from, by label: one walk per input (a label names the route it opens, as
   * "apply (sbPartner)"); `''` labels the flow's usual input, and `{ '': {} }` is for a machine that takes none.
   */
  readonly inputs: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /**
   * States where the walk takes one candidate per way there (picked from the answers so far), not each: a step whose
   * every candidate on every way would multiply the graph past memory, while the many ways in still take them all
   * (the application's family-card count).
   */
  readonly pickOne?: readonly string[];
  /** What the flow's stories show beyond the example person's answers (stories/storyFlowData.ts). */
  readonly story?: FlowStory;
}

export interface FlowStory {
  /** The answers drawn, where not the example person's: a secret as the server keeps it (its marker), other names. */
  readonly answers?: Readonly<Record<string, StepInput>>;
  /** The machine input drawn over, where not the usual one (a card with family cards, so that page is drawn). */
  readonly input?: Readonly<Record<string, unknown>>;
  /** What the server states on the flow's pages for those answers (the bank's name, the card's limits). */
  readonly facts?: Readonly<Record<string, string>>;
  /** What the result page shows for them. */
  readonly resultData?: Readonly<Record<string, string>>;
}

/** Types a flow file's examples, keeping their literals (`examples.inputs.sbPartner.campaignCode`). */
export const defineExamples = <const Examples extends FlowExamples>(examples: Examples): Examples => examples;

/** The example person's answers: each step's first candidate. */
export const exampleAnswers = <const Answers extends FlowExamples['answers']>(
  answers: Answers,
): { readonly [State in keyof Answers]: Answers[State][0] } =>
  Object.fromEntries(Object.entries(answers).map(([state, candidates]) => [state, candidates[0]])) as {
    readonly [State in keyof Answers]: Answers[State][0];
  };
