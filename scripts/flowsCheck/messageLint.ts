import { type JsonObject, type JsonValue, resolveSchema } from '../../schemas/resolveSchema';
import { validationView } from '../../schemas/validationView';
import type { SchemaProblem } from './schemaProblem';

/**
 * Issue 35: a step never shows ajv's English (「must match pattern "^[1-9][0-9]{0,14}$"」). Our rule keywords answer
 * from validators/messages.ts; every JSON Schema keyword that can refuse a value needs an ajv-errors `errorMessage`
 * in Japanese, written by the schema or generated from the field's title (schemas/resolveSchema.ts). So the check
 * reads the schema the validator is compiled from (resolved, option lists as `enum`) and names each keyword of a
 * field, or each required field, that would fall back to English.
 */

/** JSON Schema keywords that refuse a value with an error of their own (ajv's message is English). */
const REFUSING_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'not',
  'oneOf',
  'anyOf',
  'items',
  'additionalItems',
  'contains',
  'minItems',
  'maxItems',
  'uniqueItems',
  'required',
  'additionalProperties',
  'propertyNames',
  'dependencies',
  'minProperties',
  'maxProperties',
]);

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** ajv-errors: a string replaces every error of the schema; an object names keywords, `_` the rest. */
function hasMessage(schema: JsonObject, keyword: string): boolean {
  const message = schema['errorMessage'];
  if (typeof message === 'string') return message !== '';
  return isObject(message) && (message[keyword] !== undefined || typeof message['_'] === 'string');
}

function hasRequiredMessage(node: JsonObject, name: string): boolean {
  const message = node['errorMessage'];
  if (typeof message === 'string') return true;
  if (!isObject(message)) return false;
  const required = message['required'];
  return typeof required === 'string' || (isObject(required) && typeof required[name] === 'string') || typeof message['_'] === 'string';
}

const KEYWORD_WORDS: Readonly<Record<string, string>> = {
  type: '型（type）',
  enum: '選択肢（enum・oneOf）',
  const: '決まった値（const）',
  pattern: '入力できる文字の形（pattern）',
  format: '形式（format）',
  minLength: '最小文字数（minLength）',
  maxLength: '最大文字数（maxLength）',
  minimum: '最小値（minimum）',
  maximum: '最大値（maximum）',
};

const wordOf = (keyword: string): string => KEYWORD_WORDS[keyword] ?? `「${keyword}」`;

const segment = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

function nodeProblems(node: JsonObject, at: string, problem: (pointer: string, message: string) => void): void {
  const properties = isObject(node['properties']) ? node['properties'] : {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    for (const keyword of Object.keys(property)) {
      if (REFUSING_KEYWORDS.has(keyword) && !hasMessage(property, keyword))
        problem(
          `${at}/properties/${segment(name)}/${keyword}`,
          `「${name}」の${wordOf(keyword)}に日本語のメッセージがありません。errorMessage に「${keyword}」のメッセージを書いてください（書かないと英語のメッセージが表示されます）。`,
        );
    }
  }
  const required = Array.isArray(node['required']) ? node['required'] : [];
  required.forEach((name, index) => {
    if (typeof name === 'string' && !hasRequiredMessage(node, name))
      problem(
        `${at}/required/${index}`,
        `必須の項目「${name}」が未入力のときの日本語のメッセージがありません。項目に title を付けるか、errorMessage の required に書いてください。`,
      );
  });
  for (const branch of ['then', 'else'] as const) {
    const sub = node[branch];
    if (isObject(sub)) nodeProblems(sub, `${at}/${branch}`, problem);
  }
  const allOf = node['allOf'];
  if (Array.isArray(allOf)) allOf.forEach((part, index) => isObject(part) && nodeProblems(part, `${at}/allOf/${index}`, problem));
}

/**
 * The keywords of one step schema (as written, `file` its path under the project) whose refusal would be shown in
 * English. A step's own object type is not asked: the host refuses answers that are no object before any step sees
 * them (server/routes/flows.ts).
 */
export function missingMessages(file: string, written: JsonObject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const compiled = validationView(resolveSchema(written));
  if (!isObject(compiled)) return problems;
  nodeProblems(compiled, '', (pointer, message) => problems.push({ file, pointer, message }));
  return problems;
}
