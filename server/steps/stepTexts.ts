import { isObject, resolveSchema, type JsonObject, type JsonValue } from '../../schemas/resolveSchema';
import { branchFields } from './stepBranches';

/** One text a person reads on a step: where it is (`field`, '' for the step), what it is, and its words. */
export interface StepText {
  readonly field: string;
  readonly what: string;
  readonly value: string;
}

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

/**
 * Every text of a step as it is drawn (the schema resolved: generic messages made from the titles, options from their
 * code tables), keyed so two versions line up: the preview's side-by-side and the console's diff read them.
 */
export function stepTexts(written: JsonObject): Map<string, StepText> {
  const schema = resolveSchema(written);
  const texts = new Map<string, StepText>();
  const add = (key: string, field: string, what: string, value: string) => {
    if (value !== '') texts.set(key, { field, what, value });
  };
  add('title', '', '見出し', text(schema['title']));
  add('description', '', '説明', text(schema['description']));
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const rootMessages =
    isObject(schema['errorMessage']) && isObject(schema['errorMessage']['required']) ? schema['errorMessage']['required'] : {};
  /** A field's label, hint and own messages, under `prefix` (the field's name, or its branch's key and name). */
  const addWords = (prefix: string, name: string, property: JsonObject, label: string) => {
    add(`${prefix}.title`, name, `${label}：ラベル`, text(property['title']));
    add(`${prefix}.description`, name, `${label}：ヒント`, text(property['description']));
    const messages = property['errorMessage'];
    if (typeof messages === 'string') add(`${prefix}.message`, name, `${label}：メッセージ`, messages);
    else if (isObject(messages))
      for (const [keyword, message] of Object.entries(messages))
        if (keyword !== 'type') add(`${prefix}.message.${keyword}`, name, `${label}：メッセージ（${keyword}）`, text(message));
  };
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const label = text(property['title']) || name;
    addWords(name, name, property, label);
    add(`${name}.required`, name, `${label}：未入力のメッセージ`, text(rootMessages[name]));
    const options = Array.isArray(property['oneOf']) ? property['oneOf'] : [];
    add(
      `${name}.options`,
      name,
      `${label}：選択肢`,
      options
        .filter(isObject)
        .map((option) => text(option['title']))
        .join('／'),
    );
  }
  for (const { key, name, property } of branchFields(schema)) addWords(`${key}.${name}`, name, property, text(property['title']) || name);
  add('order', '', '項目の並び順', Object.keys(properties).length > 1 ? orderOf(schema).join('、') : '');
  return texts;
}

/** The fields in the order the page draws them: `ui:order`, then the rest as written. */
function orderOf(schema: JsonObject): string[] {
  const properties = isObject(schema['properties']) ? Object.keys(schema['properties']) : [];
  const order = Array.isArray(schema['ui:order']) ? schema['ui:order'].map(String).filter((name) => properties.includes(name)) : [];
  return [...order, ...properties.filter((name) => !order.includes(name))].map((name) => {
    const property = isObject(schema['properties']) ? schema['properties'][name] : undefined;
    return isObject(property) ? text(property['title']) || name : name;
  });
}

/** The texts that differ between the live step and a version, each with both words. */
export function changedTexts(live: JsonObject, draft: JsonObject): { field: string; what: string; live: string; draft: string }[] {
  const before = stepTexts(live);
  const after = stepTexts(draft);
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => before.get(key)?.value !== after.get(key)?.value)
    .map((key) => {
      const found = (after.get(key) ?? before.get(key)) as StepText;
      return {
        field: found.field,
        what: found.what,
        live: before.get(key)?.value ?? '（なし）',
        draft: after.get(key)?.value ?? '（なし）',
      };
    });
}
