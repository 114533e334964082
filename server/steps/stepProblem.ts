/** A problem the console's checks found in a step version: the field it concerns ('' for the step) and what is wrong. */
export interface StepProblem {
  readonly field: string;
  readonly message: string;
}
