import type { JsonObject } from './resolveSchema';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A step that changes a setting starts from the setting as it is (`"x-current": "<input key>"` on a property, the key
 * listed in `x-context`): the member's mailing lists come ticked as they are now. Only for a step without saved
 * answers; what the member chose in this run wins.
 */
export function currentValues(schema: JsonObject, context: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const key = isObject(property) ? property['x-current'] : undefined;
    if (typeof key === 'string' && context[key] !== undefined) values[name] = context[key];
  }
  return values;
}
