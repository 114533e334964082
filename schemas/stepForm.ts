import type { ErrorObject } from 'ajv';
import { hasHiddenCharacters, noHiddenCharacters } from '../validators/controlCharacters';
import { dropLoneSurrogates, normalisers, type NormaliserName } from '../validators/normalisers';
import { offeredChoice } from '../validators/offered';
import { contextOptions } from './contextOptions';
import type { JsonObject } from './resolveSchema';

/**
 * What a step schema means to a form, for the browser and the server alike (no DOM, no Node-only API): the fields
 * it can hold, their normalisation (`x-normalise`), the answers from earlier steps it reads (`x-context`), and the
 * Japanese field errors of its validator.
 */

export type Answers = Readonly<Record<string, unknown>>;

export interface FieldError {
  readonly field: string;
  readonly message: string;
  /**
   * The rule that refused it (the schema keyword: required, pattern, nameKanji…), which the server records per step
   * for product staff (server/flows/flowJournal.ts). Not enumerable (`refusedBy`): it is no part of the error as
   * answered, shown or compared, and JSON never carries it to the browser.
   */
  readonly rule?: string;
}

/** The error with the rule that refused it attached out of sight (see `FieldError.rule`). */
export function refusedBy(error: FieldError, rule: string): FieldError {
  return Object.defineProperty({ ...error }, 'rule', { value: rule, enumerable: false });
}

/**
 * A flow's form module (registry `form`, its own chunk in the browser): the resolved schemas by step id, the
 * result pages' schemas among them (`title`/`description` only, no validator), the compiled validators of the
 * steps, and the digest of the step schemas every draft records.
 */
export interface FlowFormModule {
  readonly schemas: Readonly<Record<string, JsonObject>>;
  readonly validators: Readonly<Record<string, StepValidator>>;
  /** The step schemas' `if` subschemas, compiled, keyed `<step>#<pointer>` (their `x-condition`, compileFlow.ts). */
  readonly conditions: Readonly<Record<string, StepValidator>>;
  readonly schemaVersion: string;
}

/** A compiled standalone validator; `this` carries `{ today, now }` for the date and clock rules. */
export interface StepValidator {
  (this: unknown, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Properties by step schema: schemas are constants of their modules, and a save reads every step's on its path. */
const propertiesOf = new WeakMap<JsonObject, Readonly<Record<string, JsonObject>>>();

/** Every property a step can hold, including those its `if/then/else` branches add (income, for instance). */
export function stepProperties(schema: JsonObject): Readonly<Record<string, JsonObject>> {
  const known = propertiesOf.get(schema);
  if (known) return known;
  const found: Record<string, JsonObject> = {};
  const visit = (node: unknown): void => {
    if (!isObject(node)) return;
    if (isObject(node['properties'])) {
      for (const [name, property] of Object.entries(node['properties'])) if (isObject(property) && !(name in found)) found[name] = property;
    }
    for (const key of ['then', 'else'] as const) visit(node[key]);
    const allOf = node['allOf'];
    if (Array.isArray(allOf)) allOf.forEach(visit);
  };
  visit(schema);
  propertiesOf.set(schema, found);
  return found;
}

/** Names of earlier answers a step's rules read (`"x-context": ["jobCode"]`). */
export function contextFields(schema: JsonObject): string[] {
  const fields = schema['x-context'];
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
}

function isNormaliserName(name: unknown): name is NormaliserName {
  return typeof name === 'string' && Object.hasOwn(normalisers, name);
}

/**
 * The step's own fields only, each normalised as its schema says. Unknown keys are dropped, and an empty text
 * field (or a list of choices with none ticked) counts as not answered, so an optional field left blank is simply
 * absent. Lone surrogates leave every text answer, free text included, as every normaliser drops them: half a
 * character cannot be shown or stored.
 */
export function normaliseAnswers(schema: JsonObject, answers: unknown): Record<string, unknown> {
  const input = isObject(answers) ? answers : {};
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(stepProperties(schema))) {
    if (!Object.hasOwn(input, name)) continue;
    const given: unknown = input[name];
    let value: unknown = typeof given === 'string' ? dropLoneSurrogates(given) : given;
    const steps = property['x-normalise'];
    // A control character is refused as typed (the server's edge refuses C0 ones in any body): no normaliser may
    // clean it into a valid answer, such as digitsOnly turning "\u0000" into an empty, optional phone number.
    if (typeof value === 'string' && Array.isArray(steps) && !hasHiddenCharacters(value)) {
      for (const step of steps) if (isNormaliserName(step)) value = normalisers[step](value);
    }
    // Nothing ticked in a list of choices is no answer either, as a blank text field.
    if (value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[name] = value;
  }
  return out;
}

/** The field an ajv error belongs to: the property it points at, or the missing one of a `required` error. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors ?? [];
    const missing = inner.find((e) => e.keyword === 'required');
    if (missing && error.instancePath === '') return String((missing.params as { missingProperty?: unknown }).missingProperty ?? '');
  }
  if (error.keyword === 'required') return String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
  return error.instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * One Japanese message per field, in the order of the step's fields. Errors on context fields (answers of earlier
 * steps) and the bookkeeping errors of `if` are not the user's to fix here and are left out. A nested field is
 * named by its JSON pointer without the leading slash.
 */
/** The keyword behind an error: ajv-errors' custom message wraps the errors it replaced. */
function ruleOf(error: ErrorObject): string {
  const wrapped: unknown = error.keyword === 'errorMessage' ? (error.params as { errors?: unknown }).errors : undefined;
  const first = Array.isArray(wrapped) ? (wrapped[0] as { keyword?: unknown } | undefined) : undefined;
  return typeof first?.keyword === 'string' ? first.keyword : error.keyword;
}

export function fieldErrors(schema: JsonObject, errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const own = Object.keys(stepProperties(schema));
  const byField = new Map<string, { message: string; rule: string }>();
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (!own.includes(field.split('/')[0] ?? '')) continue;
    if (!byField.has(field)) byField.set(field, { message: error.message ?? '', rule: ruleOf(error) });
  }
  return [...byField]
    .map(([field, { message, rule }]) => refusedBy({ field, message }, rule))
    .sort((a, b) => own.indexOf(a.field) - own.indexOf(b.field));
}

/**
 * When a step is validated: Tokyo's date for the rules that read the day (ages, expiry dates), or the date with the
 * instant for the rules that read the clock too (the 15:00 transfer cutoff); without the instant those read the
 * machine's clock. The server passes its own clock's instant, which tests inject.
 */
export interface FlowMoment {
  readonly today: string;
  readonly now?: string;
}
export type FlowDay = string | FlowMoment;

export const momentOf = (at: FlowDay): FlowMoment => (typeof at === 'string' ? { today: at } : at);

/**
 * Validates a step's answers with its compiled validator, the step's context answers alongside (they are read,
 * never reported). `at` (YYYY-MM-DD, Tokyo, or a `FlowMoment`) feeds the date and clock rules.
 */
export function validateAnswers(
  validate: StepValidator,
  schema: JsonObject,
  answers: Answers,
  context: Answers,
  at: FlowDay,
): FieldError[] {
  const data: Record<string, unknown> = {};
  for (const name of contextFields(schema)) if (context[name] !== undefined) data[name] = context[name];
  Object.assign(data, answers);
  const valid = validate.call(momentOf(at), data);
  const errors = valid ? [] : fieldErrors(schema, validate.errors);
  // What the server's edge refuses in any body, every step refuses in its own words, so browser and server agree.
  const properties = stepProperties(schema);
  for (const [name, value] of Object.entries(answers)) {
    if (errors.some((error) => error.field === name)) continue;
    const title = properties[name]?.['title'];
    const refused = noHiddenCharacters(value, typeof title === 'string' ? { field: title } : {});
    if (!refused.valid) {
      errors.push(refusedBy({ field: name, message: refused.message }, 'controlCharacters'));
      continue;
    }
    const offered = properties[name] ? contextOptions(properties[name], context) : undefined;
    const choice = offered
      ? offeredChoice(
          value,
          offered.map((option) => option.const),
          typeof title === 'string' ? { field: title } : {},
        )
      : undefined;
    if (choice && !choice.valid) errors.push(refusedBy({ field: name, message: choice.message }, 'notOffered'));
  }
  return errors;
}
