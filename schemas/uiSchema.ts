import type { JsonObject, JsonValue } from './resolveSchema';
import { stepProperties } from './stepForm';

/**
 * The RJSF uiSchema of a step, read from the `ui:*` keys its schema carries on the top and on each property
 * (the step file stays the one place a product person edits). `ui:inputmode` and `ui:autocomplete` become
 * `ui:options` entries, as RJSF passes `ui:options` to widgets.
 */
export type UiSchema = Record<string, JsonValue>;

function uiOf(node: JsonObject): UiSchema {
  const ui: UiSchema = {};
  const options: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (!key.startsWith('ui:')) continue;
    if (key === 'ui:inputmode') options['inputMode'] = value;
    else if (key === 'ui:autocomplete') options['autocomplete'] = value;
    else if (key === 'ui:options' && typeof value === 'object' && value !== null && !Array.isArray(value)) Object.assign(options, value);
    else ui[key] = value;
  }
  if (Object.keys(options).length > 0) ui['ui:options'] = options;
  return ui;
}

export function uiSchemaOf(schema: JsonObject): UiSchema {
  const ui = uiOf(schema);
  for (const [name, property] of Object.entries(stepProperties(schema))) {
    const own = uiOf(property);
    if (Object.keys(own).length > 0) ui[name] = own;
  }
  return ui;
}
