import { tokyoToday } from '../calendar.js';
import type { RuleResult } from '../result.js';

/**
 * What every rule adapter of this folder shares: the signature the compiled schemas call and the readers of a
 * keyword's value, the validated object and the validation context.
 *
 * Time-dependent keywords take `today`/`now` from the validation context (`validate.call({ today, now }, data)`,
 * ajv's passContext). Only when the caller gave none does this edge read the clock; the rules themselves never do.
 */

export interface ValidationContext {
  readonly today?: string;
  readonly now?: Date | string;
}

/** Keywords on a property: `(data, keywordValue, fieldLabel, context)`. */
export type FieldRule = (data: unknown, schema: unknown, field: string, ctx: unknown) => RuleResult;

/**
 * Keywords on an object whose value names sibling properties: `(object, keywordValue, fieldLabel, context)`.
 * `field` (or `last` for names, `year` for the licence expiry) is the property that gets the error. A rule whose
 * target property is absent passes, leaving the absence to `required`.
 */
export type CrossRule = (data: unknown, schema: unknown, field: string, ctx: unknown) => RuleResult;

type Obj = Readonly<Record<string, unknown>>;
export const asObj = (x: unknown): Obj => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Obj) : {});
export const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

export function nowOf(ctx: unknown): Date | string {
  const now = asObj(ctx).now;
  return now instanceof Date || typeof now === 'string' ? now : new Date();
}

export function todayOf(ctx: unknown): string {
  const today = asObj(ctx).today;
  if (typeof today === 'string') return today;
  const now = nowOf(ctx);
  return tokyoToday(now instanceof Date ? now : new Date(now));
}

/** The sibling property a cross-field keyword's value names under `key`. */
export const prop = (data: unknown, schema: unknown, key: string): unknown => {
  const name = asObj(schema)[key];
  return typeof name === 'string' ? asObj(data)[name] : undefined;
};

/** A limit given either as a constant number or as a sibling property's name. */
export const limitOf = (data: unknown, schema: unknown): unknown => {
  const limit = asObj(schema).limit;
  return typeof limit === 'number' ? limit : prop(data, schema, 'limit');
};
