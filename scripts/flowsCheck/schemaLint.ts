import { CROSS_KEYWORDS, FIELD_KEYWORDS } from '../../validators/ajv';
import { normalisers } from '../../validators/normalisers';
import { isCodeTableName } from '../../schemas/codeTables';
import { SCHEMA_WIDGETS } from '../../src/flow/widgets/widgetNames';
import type { JsonObject } from '../../schemas/resolveSchema';
import { missingMessages } from './messageLint';
import type { SchemaProblem } from './schemaProblem';
import { isFeatureFlagName } from '../../enums/featureFlags';

export type { SchemaProblem };

/**
 * What our renderer and keywords accept in a step schema (issue 19 "safe schema edits"): the JSON Schema keywords
 * the engine uses, our field and cross-field rules, and the `ui:` and `x-` hints, each with the values it may take.
 * A mistake is said in Japanese with the file and the JSON pointer, all at once, so product staff can fix a schema
 * before anyone sees a broken step.
 */

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const ROOT_KEYWORDS = new Set([
  '$id',
  'title',
  'description',
  'type',
  'required',
  'properties',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'errorMessage',
  'ui:order',
  'ui:submitButtonOptions',
  'x-context',
  // What the confirm page says for the step when none of its fields was answered (flows/engine.ts confirmRows).
  'x-confirmEmpty',
  'x-data',
  'x-dataCases',
  'x-next',
  'x-visited',
  ...CROSS_KEYWORDS,
]);
const PROPERTY_KEYWORDS = new Set([
  'type',
  'title',
  'description',
  'const',
  'enum',
  'default',
  'oneOf',
  'anyOf',
  'not',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
  // A list of choices (`type: array`, the checkboxes widget): its items, ticked once each, at least so many.
  'items',
  'uniqueItems',
  'minItems',
  'errorMessage',
  'ui:widget',
  'ui:options',
  'ui:autocomplete',
  'ui:inputmode',
  'x-codeTable',
  'x-confirm',
  'x-confirmFact',
  'x-confirmText',
  'x-current',
  'x-flagOrder',
  'x-normalise',
  'x-optionsBy',
  'x-optionsFrom',
  'x-optionLabels',
  'x-optionOrder',
  'x-question',
  'x-secret',
  ...FIELD_KEYWORDS,
]);
const CONFIRM_FORMATS = ['date', 'zip', 'tel', 'hidden'];
const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array'];

const list = (values: readonly string[]): string => values.join('、');
const pointerOf = (...parts: readonly string[]): string =>
  `/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function propertyProblems(property: Json, at: string, problem: (pointer: string, message: string) => void, refines: boolean): void {
  for (const key of Object.keys(property)) {
    if (!PROPERTY_KEYWORDS.has(key))
      problem(
        `${at}/${key}`,
        `「${key}」はこのフォームエンジンが読まない項目です。綴りを確認してください（例：pattern、maxLength、ui:widget、x-normalise）。`,
      );
  }
  // A branch may narrow a property the step already draws (`then: { properties: { x: { maximum } } }`): its title is there.
  if (!refines && (typeof property['title'] !== 'string' || property['title'] === ''))
    problem(
      at,
      '項目の見出し（title）がありません。入力欄には必ず見出しを付けてください（プレースホルダーを見出しの代わりにしないため）。',
    );
  if (property['type'] !== undefined && !TYPES.includes(String(property['type'])))
    problem(`${at}/type`, `type「${String(property['type'])}」は使えません。使えるもの：${list(TYPES)}`);
  const widget = property['ui:widget'];
  if (widget !== undefined && !(SCHEMA_WIDGETS as readonly string[]).includes(String(widget)))
    problem(`${at}/ui:widget`, `ウィジェット「${String(widget)}」はありません。使えるもの：${list(SCHEMA_WIDGETS)}`);
  const steps = property['x-normalise'];
  if (steps !== undefined) {
    if (!Array.isArray(steps)) problem(`${at}/x-normalise`, 'x-normalise は正規化の名前の配列にしてください（例：["toFullWidth"]）。');
    else
      steps.forEach((step, index) => {
        if (typeof step !== 'string' || !Object.hasOwn(normalisers, step))
          problem(`${at}/x-normalise/${index}`, `正規化「${String(step)}」はありません。使えるもの：${list(Object.keys(normalisers))}`);
      });
  }
  const table = property['x-codeTable'];
  if (table !== undefined && !isCodeTableName(table))
    problem(`${at}/x-codeTable`, `コード表「${String(table)}」はありません。enums/ のコード表の名前を指定してください。`);
  const flagOrder = property['x-flagOrder'];
  if (flagOrder !== undefined && !(isObject(flagOrder) && typeof flagOrder['flag'] === 'string' && isFeatureFlagName(flagOrder['flag'])))
    problem(
      `${at}/x-flagOrder/flag`,
      `フラグ「${String(isObject(flagOrder) ? flagOrder['flag'] : flagOrder)}」はありません。enums/featureFlags.ts のフラグ名を指定してください。`,
    );
  if (flagOrder !== undefined && !(isObject(flagOrder) && Array.isArray(flagOrder['order'])))
    problem(`${at}/x-flagOrder/order`, 'x-flagOrder の order は、先に並べる選択肢の値の配列にしてください（例：["9", "1"]）。');
  const confirm = property['x-confirm'];
  if (confirm !== undefined && !CONFIRM_FORMATS.includes(String(confirm)))
    problem(`${at}/x-confirm`, `確認画面の表示形式「${String(confirm)}」はありません。使えるもの：${list(CONFIRM_FORMATS)}`);
  for (const key of ['pattern'] as const) {
    if (typeof property[key] === 'string') {
      try {
        new RegExp(property[key] as string, 'u');
      } catch {
        problem(`${at}/${key}`, `正規表現「${String(property[key])}」が正しくありません。`);
      }
    }
  }
}

function schemaProblems(
  schema: Json,
  at: string,
  problem: (pointer: string, message: string) => void,
  root: boolean,
  drawn: ReadonlySet<string> = new Set(),
): void {
  for (const key of Object.keys(schema)) {
    if (root && !ROOT_KEYWORDS.has(key))
      problem(
        `${at}/${key}`,
        `「${key}」はステップのスキーマで使えない項目です。綴りを確認してください（例：properties、required、x-context）。`,
      );
  }
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  for (const [name, property] of Object.entries(properties)) {
    if (isObject(property)) propertyProblems(property, `${at}/properties/${pointerOf(name).slice(1)}`, problem, drawn.has(name));
    else problem(`${at}/properties/${name}`, '項目の定義はオブジェクトにしてください。');
  }
  const known = new Set([...drawn, ...Object.keys(properties)]);
  for (const branch of ['then', 'else'] as const) {
    const sub = schema[branch];
    if (isObject(sub)) schemaProblems(sub, `${at}/${branch}`, problem, false, known);
  }
  if (root && Array.isArray(schema['allOf']))
    schema['allOf'].forEach((part, index) => isObject(part) && schemaProblems(part, `${at}/allOf/${index}`, problem, false, known));
}

/** Every property a schema can hold, in its branches too: `required` may name only these. */
function allPropertyNames(schema: Json): Set<string> {
  const names = new Set<string>(isObject(schema['properties']) ? Object.keys(schema['properties']) : []);
  for (const key of ['then', 'else'] as const)
    if (isObject(schema[key])) for (const name of allPropertyNames(schema[key] as Json)) names.add(name);
  if (Array.isArray(schema['allOf']))
    for (const part of schema['allOf']) if (isObject(part)) for (const name of allPropertyNames(part)) names.add(name);
  return names;
}

/** The problems of one step schema file (`file`: its path under the project, `expectedId`: `<folder>/<name>`). */
export function lintStepSchema(file: string, expectedId: string, schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const problem = (pointer: string, message: string) => problems.push({ file, pointer: pointer === '' ? '/' : pointer, message });
  if (!isObject(schema)) return [{ file, pointer: '/', message: 'スキーマはJSONのオブジェクトにしてください。' }];
  // Another folder's step or result page used under this file's name: the file it names is checked where it lives,
  // and `npm run schemas` refuses a name that is no schema file.
  if ('x-shared' in schema) {
    const extra = Object.keys(schema).filter((key) => key !== 'x-shared');
    if (typeof schema['x-shared'] !== 'string' || !/^\w+\/\w+$/.test(schema['x-shared']))
      problem('/x-shared', '「x-shared」には、使うスキーマを「フォルダ名/ファイル名」で書いてください（例：apply/zipcode）。');
    for (const key of extra) problem(`/${key}`, `「x-shared」のファイルには、ほかの項目（${key}）を書けません。`);
    return problems;
  }
  if (schema['$id'] !== expectedId)
    problem('/$id', `$id は「${expectedId}」にしてください（フォルダ名/ファイル名）。いまは「${String(schema['$id'])}」です。`);
  if (typeof schema['title'] !== 'string' || schema['title'] === '') problem('/title', '画面の見出し（title）がありません。');
  schemaProblems(schema, '', problem, true);
  const names = allPropertyNames(schema);
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  required.forEach((name, index) => {
    if (typeof name !== 'string' || !names.has(name))
      problem(`/required/${index}`, `必須の項目「${String(name)}」が properties にありません。`);
  });
  const context = Array.isArray(schema['x-context']) ? schema['x-context'] : [];
  context.forEach((name, index) => {
    if (typeof name !== 'string') problem(`/x-context/${index}`, 'x-context には前のステップの項目名を文字列で書いてください。');
  });
  // Messages are read off the compiled form of the schema, which only a schema without the mistakes above has.
  if (problems.length === 0 && schema['type'] === 'object') problems.push(...missingMessages(file, schema as JsonObject));
  return problems;
}

export const problemText = (problem: SchemaProblem): string => `${problem.file}#${problem.pointer}: ${problem.message}`;
