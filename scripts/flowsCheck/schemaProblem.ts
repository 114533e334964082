/** A problem `npm run flows:check` finds in a step schema: its file, the JSON pointer it is at, and what is wrong, in Japanese. */
export interface SchemaProblem {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
}
