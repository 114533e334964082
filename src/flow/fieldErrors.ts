import type { RJSFSchema } from '@rjsf/utils';
import { flowMessage } from './messages';
import type { CompiledError, FieldError } from './types';

/**
 * The compiled validator's errors as `{ field, message }` — the same shape the server answers — one message per
 * field, the first one ajv reports (the schema's own Japanese message wins over ajv's English default).
 * `field` is the property name; nested properties join with '/' (the JSON pointer without its leading slash).
 */
export function fieldErrorsOf(errors: readonly CompiledError[] | null | undefined, schema: RJSFSchema): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors ?? []) {
    // An `if` error only says a `then` failed; the failing fields report their own errors.
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    byField.set(field, { field, message: messageOf(error, field, schema) });
  }
  return [...byField.values()];
}

function fieldOf(error: CompiledError): string {
  const inner = error.keyword === 'errorMessage' ? innerErrors(error)[0] : undefined;
  const source = inner ?? error;
  const missing = source.params.missingProperty;
  const base = source.instancePath.replace(/^\//, '');
  if (typeof missing === 'string') return base ? `${base}/${missing}` : missing;
  return base;
}

function innerErrors(error: CompiledError): CompiledError[] {
  const inner = error.params.errors;
  return Array.isArray(inner) ? (inner as CompiledError[]) : [];
}

/** ajv-errors and our rule keywords already speak Japanese; ajv's own keywords fall back to the catalogue. */
function messageOf(error: CompiledError, field: string, schema: RJSFSchema): string {
  if (error.keyword === 'errorMessage' || !isAjvCoreKeyword(error.keyword)) return error.message ?? '';
  const property = propertySchema(schema, field);
  const label = typeof property?.title === 'string' ? property.title : field;
  if (error.keyword === 'required') return flowMessage(isChoice(property) ? 'selectRequired' : 'required', { field: label });
  return flowMessage('invalidType', { field: label });
}

const AJV_CORE = new Set([
  'required', 'type', 'enum', 'const', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'format', 'pattern', 'minLength', 'maxLength',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'additionalProperties', 'minItems', 'maxItems',
]);

function isAjvCoreKeyword(keyword: string): boolean {
  return AJV_CORE.has(keyword);
}

/** A property's schema, also when a conditional branch (then/else/allOf…) declares it. */
export function propertySchema(schema: RJSFSchema, field: string): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const segment of field.split('/')) node = node ? ownProperty(node, segment) : undefined;
  return node;
}

function ownProperty(schema: RJSFSchema, name: string): RJSFSchema | undefined {
  const direct: unknown = schema.properties?.[name];
  if (typeof direct === 'object' && direct !== null) return direct as RJSFSchema;
  const branches = [schema.then, schema.else, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  for (const branch of branches) {
    const found = typeof branch === 'object' ? ownProperty(branch, name) : undefined;
    if (found) return found;
  }
  return undefined;
}

function isChoice(schema: RJSFSchema | undefined): boolean {
  return Boolean(schema && (schema.enum || schema.oneOf || schema.type === 'boolean'));
}
