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

/**
 * Build-time only (imports the ajv compiler): the generated module of one flow. It exports one standalone validate
 * function per step, the resolved schemas (`schemas`) and `schemaVersion`, a digest of those schemas that every
 * saved draft records. The renderer reads `schemas`; the validators
 * are compiled from the same schemas seen through `validationView` (same accepted values and messages).
 */
export function compileFlow(sources: Readonly<Record<string, unknown>>, runtimeImport: string): string {
  const resolved: Record<string, JsonObject> = {};
  for (const [step, schema] of Object.entries(sources)) resolved[step] = resolveSchema(schema as JsonObject);
  const schemasJson = JSON.stringify(resolved);
  const schemaVersion = createHash('sha256').update(schemasJson).digest('hex').slice(0, 12);
  const views = Object.fromEntries(Object.entries(resolved).map(([step, schema]) => [step, validationView(schema) as JsonObject]));
  const validators = standaloneModule(views, { runtimeImport }, { strictSchema: false });
  return [
    '// @ts-nocheck',
    validators,
    `export const schemaVersion = ${JSON.stringify(schemaVersion)};`,
    `export const schemas = ${JSON.stringify(resolved, null, 2)};`,
    '',
  ].join('\n');
}
