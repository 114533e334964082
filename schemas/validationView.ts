import type { JsonObject, JsonValue } from './resolveSchema';

/** A list of `{ const, title }` options, which the renderer needs and the validator reads as a plain `enum`. */
function isOptionList(value: JsonValue): value is JsonObject[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && 'const' in item)
  );
}

/**
 * The validator's view of a resolved schema: option lists become `enum` (the same accepted values; a 250-country
 * `oneOf` would compile to 150 KB of code, an `enum` to a lookup), and titles leave the generated code.
 */
export function validationView(value: JsonValue): JsonValue {
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
