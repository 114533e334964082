import type { JsonObject } from '../../../schemas/resolveSchema';
import type { StepValidator } from '../types';
import type { FlowForm } from './flowPageProps';

/** The schema (and validator, for a step) a state's `meta.schema` names: `<flow>/<step>` → the loaded form's `<step>`. */
export function schemaOf(form: FlowForm, id: string | null): { readonly schema?: JsonObject; readonly validate?: StepValidator } {
  if (!id) return {};
  const name = id.slice(id.indexOf('/') + 1);
  const schema = form.schemas[name];
  const validate = form.validators[name];
  return { ...(schema ? { schema } : {}), ...(validate ? { validate } : {}) };
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The schema's heading and lead with the view's facts in their `{name}` places (「{bankName}の口座を登録します。」): the
 * texts stay data, the facts come from the server. A fact the view lacks leaves its sentence out.
 */
export function withFacts(schema: JsonObject, facts: Readonly<Record<string, string | null>>): JsonObject {
  const fill = (text: unknown): unknown => {
    if (typeof text !== 'string' || !text.includes('{')) return text;
    return text
      .split(/(?<=。)/)
      .map((sentence) => sentence.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole))
      .filter((sentence) => !/\{\w+\}/.test(sentence))
      .join('');
  };
  return {
    ...schema,
    ...(schema['title'] === undefined ? {} : { title: fill(schema['title']) as JsonObject[string] }),
    ...(schema['description'] === undefined ? {} : { description: fill(schema['description']) as JsonObject[string] }),
  };
}
