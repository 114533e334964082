import { codeTables, isCodeTableName } from './codeTables';

/**
 * Turns a step schema as written (schemas/<flow>/<step>.json) into the schema both the validator and the renderer
 * use: `x-codeTable` becomes `oneOf` from enums/, and every field gets its generic Japanese messages (SPEC 5.1:
 * 「…を入力してください」「…を選択してください」) from its `title`, so no schema repeats them. Messages a schema
 * writes itself win. Pure: runs at build time in the schema compiler and in tests.
 */

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** A JSON object: not null, not an array (the schemas' every node, the steps' every field). */
export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field the user picks from a list (or ticks) is "selected", anything else "entered". */
function isChoice(property: JsonObject): boolean {
  return (
    'x-codeTable' in property || 'x-optionsFrom' in property || 'oneOf' in property || 'enum' in property || property['type'] === 'boolean'
  );
}

function titleOf(property: JsonObject | undefined, name: string): string {
  const title = property?.['title'];
  return typeof title === 'string' ? title : name;
}

function requiredMessage(property: JsonObject | undefined, name: string): string {
  const own = property?.['errorMessage'];
  if (typeof own === 'string') return own;
  return property && isChoice(property)
    ? `${titleOf(property, name)}を選択してください。`
    : `${titleOf(property, name)}を入力してください。`;
}

/**
 * A choice's options as product staff worded and ordered them in the console (issue 55): `x-optionLabels` by value,
 * `x-optionOrder` the values first in that order, the others after as before. The values never change.
 */
function arrangedOptions(options: JsonValue[], property: JsonObject): JsonValue[] {
  const labels = isObject(property['x-optionLabels']) ? property['x-optionLabels'] : {};
  const order = Array.isArray(property['x-optionOrder']) ? property['x-optionOrder'].map(String) : [];
  const rank = (option: JsonValue): number => {
    const at = isObject(option) ? order.indexOf(String(option['const'])) : -1;
    return at === -1 ? order.length : at;
  };
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => {
      const label = isObject(option) ? labels[String(option['const'])] : undefined;
      return isObject(option) && typeof label === 'string' && label !== '' ? { ...option, title: label } : option;
    });
}

function resolveProperty(property: JsonObject): JsonObject {
  const resolved: JsonObject = { ...property };
  const table = property['x-codeTable'];
  if (table !== undefined) {
    if (!isCodeTableName(table)) throw new Error(`unknown x-codeTable ${JSON.stringify(table)}`);
    resolved['oneOf'] = codeTables[table].map((option) => ({ const: option.const, title: option.title }));
  }
  if (Array.isArray(resolved['oneOf']) && ('x-optionLabels' in property || 'x-optionOrder' in property))
    resolved['oneOf'] = arrangedOptions(resolved['oneOf'], property);
  const title = titleOf(property, '');
  const own = resolved['errorMessage'];
  if (own === undefined) {
    resolved['errorMessage'] = isChoice(resolved) ? `${title}を選択してください。` : { type: `${title}の形式が正しくありません。` };
  } else if (isObject(own) && own['type'] === undefined && !isChoice(resolved)) {
    // A schema that words its pattern or length itself still gets the generic wrong-type message, never ajv's English.
    resolved['errorMessage'] = { type: `${title}の形式が正しくありません。`, ...own };
  }
  return resolved;
}

function resolveNode(node: JsonObject, rootProperties: JsonObject): JsonObject {
  const resolved: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      resolved[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [
          name,
          isObject(property) ? resolveNode(resolveProperty(property), rootProperties) : property,
        ]),
      );
    } else if ((key === 'allOf' || key === 'anyOf') && Array.isArray(value)) {
      resolved[key] = value.map((item) => (isObject(item) ? resolveNode(item, rootProperties) : item));
    } else if ((key === 'if' || key === 'then' || key === 'else') && isObject(value)) {
      // `if` only reads answers; its failures are never shown, so it gets no messages.
      resolved[key] = key === 'if' ? value : resolveNode(value, rootProperties);
    } else {
      resolved[key] = value;
    }
  }
  const required = node['required'];
  if (Array.isArray(required) && required.length > 0) {
    const local = isObject(node['properties']) ? node['properties'] : {};
    const messages = Object.fromEntries(
      required
        .filter((name): name is string => typeof name === 'string')
        .map((name) => {
          const property = local[name] ?? rootProperties[name];
          return [name, requiredMessage(isObject(property) ? property : undefined, name)];
        }),
    );
    const existing = resolved['errorMessage'];
    const existingRequired = isObject(existing) && isObject(existing['required']) ? existing['required'] : {};
    resolved['errorMessage'] = { ...(isObject(existing) ? existing : {}), required: { ...messages, ...existingRequired } };
  }
  return resolved;
}

export function resolveSchema(schema: JsonObject): JsonObject {
  const rootProperties = isObject(schema['properties']) ? schema['properties'] : {};
  return resolveNode(schema, rootProperties);
}
