/** Shared shape of the code tables: `as const` objects whose values are wire codes, labels keyed by code. */

export type CodeOf<T extends Readonly<Record<string, string>>> = T[keyof T];

export interface CodeOption<C extends string> {
  readonly const: C;
  readonly title: string;
}

/** JSON Schema `oneOf` entries (`const` + Japanese `title`) for a select field, in table order. */
export function toOneOf<C extends string>(codes: Readonly<Record<string, C>>, labels: Readonly<Record<C, string>>): CodeOption<C>[] {
  return Object.values(codes).map((code) => ({ const: code, title: labels[code] }));
}

/** True when `value` is one of the table's wire codes; narrows `unknown` for callers at a boundary. */
export function isCode<C extends string>(codes: Readonly<Record<string, C>>, value: unknown): value is C {
  return typeof value === 'string' && (Object.values(codes) as string[]).includes(value);
}
