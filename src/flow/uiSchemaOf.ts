import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The RJSF uiSchema carried inside a step schema: every `ui:*` key, at the top and on each property (recursively
 * for nested objects). RJSF hands any `ui:<name>` to the widget as `options.<name>`, so `ui:inputmode` and
 * `ui:options` reach the widgets without a translation table.
 */
export function uiSchemaOf(schema: RJSFSchema): UiSchema {
  const ui: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('ui:')) ui[key] = value;
  }
  for (const [name, property] of propertiesOf(schema)) {
    const child = uiSchemaOf(property);
    if (Object.keys(child).length > 0) ui[name] = { ...(ui[name] as object | undefined), ...child };
  }
  return ui as UiSchema;
}

/** Properties declared directly and in conditional branches (a `then` that adds the workplace fields). */
function propertiesOf(schema: RJSFSchema): [string, RJSFSchema][] {
  const own = Object.entries(schema.properties ?? {}).filter((e): e is [string, RJSFSchema] => typeof e[1] === 'object');
  const branches = [schema.then, schema.else, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...own, ...branches.flatMap((b) => (typeof b === 'object' ? propertiesOf(b) : []))];
}
