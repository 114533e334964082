import { createHash } from 'node:crypto';
import { standaloneModule } from '../validators/ajv';
import { resolveSchema, type JsonObject, type JsonValue } from './resolveSchema';

/** A list of `{ const, title }` options, which the renderer needs and the validator reads as a plain `enum`. */
function isOptionList(value: JsonValue): value is JsonObject[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && 'const' in item);
}

/**
 * The validator's view of a resolved schema: option lists become `enum` (the same accepted values; a 250-country
 * `oneOf` would compile to 150 KB of code, an `enum` to a lookup), and titles leave the generated code.
 */
function validationView(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(validationView);
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'oneOf' && isOptionList(item)) out['enum'] = item.map((option) => option['const'] ?? null);
    else if (key === 'description' || key.startsWith('ui:') || key.startsWith('x-')) continue;
    else out[key] = validationView(item);
  }
  return out;
}

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every `if` of a step schema, by JSON pointer: the conditions that decide which fields the renderer draws. Each is
 * compiled as a validator of its own, so the browser decides them with ajv's code (no second evaluator, no
 * `new Function`), and the renderer's copy of the `if` names its validator in `x-condition` (`<step>#<pointer>`),
 * which RJSF hands back with the subschema it asks about.
 */
function conditionsOf(value: JsonValue, pointer = ''): { readonly pointer: string; readonly schema: JsonObject }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => conditionsOf(item, `${pointer}/${i}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return key === 'if' && isObject(item) ? [{ pointer: at, schema: item }, ...conditionsOf(item, at)] : conditionsOf(item, at);
  });
}

/** A copy of the schema whose `if` subschemas carry `x-condition`: the key of their compiled validator. */
function withConditionKeys(value: JsonValue, step: string, pointer = ''): JsonValue {
  if (Array.isArray(value)) return value.map((item, i) => withConditionKeys(item, step, `${pointer}/${i}`));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const copy = withConditionKeys(item, step, at);
    out[key] = key === 'if' && isObject(copy) ? { ...copy, 'x-condition': `${step}#${at}` } : copy;
  }
  return out;
}

/**
 * Build-time only (imports the ajv compiler): the generated module of one flow. It exports one standalone validate
 * function per step, the resolved schemas (`schemas`), `conditions` (one validate function per `if`, keyed
 * `<step>#<pointer>`) and `schemaVersion`, a digest of the schemas as written that every saved draft records. The
 * renderer reads `schemas`; the validators are compiled from the same schemas seen through `validationView` (same
 * accepted values and messages).
 */
export function compileFlow(sources: Readonly<Record<string, unknown>>, runtimeImport: string): string {
  const resolved: Record<string, JsonObject> = {};
  for (const [step, schema] of Object.entries(sources)) resolved[step] = resolveSchema(schema as JsonObject);
  const schemaVersion = createHash('sha256').update(JSON.stringify(resolved)).digest('hex').slice(0, 12);
  const views: Record<string, JsonObject> = Object.fromEntries(Object.entries(resolved).map(([step, schema]) => [step, validationView(schema) as JsonObject]));
  const conditions: [key: string, exportName: string][] = [];
  for (const [step, schema] of Object.entries(resolved)) {
    conditionsOf(schema).forEach(({ pointer, schema: condition }, i) => {
      const exportName = `${step}__if${i}`;
      // A step's data is an object: saying so keeps ajv's strict types as quiet as for the step's own validator.
      views[exportName] = { type: 'object', ...(validationView(condition) as JsonObject) };
      conditions.push([`${step}#${pointer}`, exportName]);
    });
  }
  const validators = standaloneModule(views, { runtimeImport }, { strictSchema: false });
  const drawn = Object.fromEntries(Object.entries(resolved).map(([step, schema]) => [step, withConditionKeys(schema, step)]));
  return [
    '// @ts-nocheck',
    validators,
    `export const schemaVersion = ${JSON.stringify(schemaVersion)};`,
    `export const conditions = {${conditions.map(([key, name]) => `\n  ${JSON.stringify(key)}: ${name},`).join('')}\n};`,
    `export const schemas = ${JSON.stringify(drawn, null, 2)};`,
    '',
  ].join('\n');
}
