/** GET /api/develop/flows (issue 19): per flow and step, how far people got, where they left, what refused them. */
export interface StepFunnel {
  readonly step: string;
  /** Views of the step (a first view before any answer included). */
  readonly views: number;
  /** Runs that reached the step (viewed, saved or refused there). */
  readonly reached: number;
  /** Runs whose last record is at this step and that never completed: where people left. */
  readonly leftHere: number;
  readonly refusals: number;
  /** The most frequent refusals at the step, by field and rule. */
  readonly topErrors: readonly { readonly field: string; readonly rule: string; readonly count: number }[];
}

export interface FlowFunnel {
  readonly flowId: string;
  readonly started: number;
  readonly completed: number;
  readonly steps: readonly StepFunnel[];
}
