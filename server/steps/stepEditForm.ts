import { isObject, resolveSchema, type JsonObject, type JsonValue } from '../../schemas/resolveSchema';
import { branchFields } from './stepBranches';
import { QUESTION_KINDS, RULE_SECTIONS, type QuestionKind } from './stepEnvelope';

/**
 * The console's step editor as data (issue 55 item 1): what the form shows of a step version (`editorOf`) and the
 * step file a posted form makes of it (`writtenFromForm`). The form's names: `title`, `description`, and per field
 * `f.<name>.<part>` (title, description, order, required, hidden, requiredMessage, message.<keyword>, bound.<keyword>,
 * option.<value>.label, option.<value>.order, remove); per field asked on one branch of a condition
 * `b.<branch>.<name>.<part>` (title, description, message or message.<keyword>); a new question `new.<part>`.
 */

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const strings = (value: JsonValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const BOUND_LABELS: Readonly<Record<string, string>> = {
  maxLength: '最大文字数',
  minLength: '最小文字数',
  maximum: '最大値',
  minimum: '最小値',
};
export const QUESTION_LABELS: Readonly<Record<QuestionKind, string>> = {
  text: '記述',
  choice: '選択（一覧から1つ）',
  yesNo: 'はい／いいえ',
  date: '日付',
};

export interface EditorField {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly order: number;
  readonly required: boolean;
  /** Why 必須 cannot be changed (a field the server reads), when it cannot. */
  readonly requiredLock?: string;
  readonly hidden: boolean;
  readonly hideable: boolean;
  readonly requiredMessage: string;
  /** The messages the step words for its other keywords (a pattern, a length). */
  readonly messages: readonly { readonly keyword: string; readonly message: string }[];
  /** Our rules on the field: fixed by SPEC, shown read-only with the section. */
  readonly rules: readonly { readonly keyword: string; readonly section: string }[];
  readonly bounds: readonly { readonly keyword: string; readonly label: string; readonly value: string; readonly stricter: string }[];
  readonly options: readonly { readonly value: string; readonly label: string; readonly order: number }[];
  /** A question product staff added, which may also be removed. */
  readonly question?: QuestionKind;
}

/**
 * A field asked on one branch of a condition: its words may change, not when it is asked, whether it is required or
 * where it stands (the condition is the flow's logic, and the server reads these answers).
 */
export interface EditorBranchField {
  readonly key: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Its messages: keyword `''` when one message covers every rule of the field. */
  readonly messages: readonly { readonly keyword: string; readonly message: string }[];
}

export interface StepEditor {
  readonly title: string;
  readonly description: string;
  readonly fields: readonly EditorField[];
  readonly branchFields: readonly EditorBranchField[];
}

const messagesOf = (property: JsonObject): { keyword: string; message: string }[] => {
  const own = property['errorMessage'];
  if (typeof own === 'string') return [{ keyword: '', message: own }];
  return isObject(own)
    ? Object.entries(own)
        .filter(([keyword]) => keyword !== 'type')
        .map(([keyword, message]) => ({ keyword, message: text(message) }))
    : [];
};

/** The fields in the order the page draws them (`ui:order` first, the rest as written). */
function fieldOrder(written: JsonObject): string[] {
  const names = isObject(written['properties']) ? Object.keys(written['properties']) : [];
  const order = strings(written['ui:order']).filter((name) => names.includes(name));
  return [...order, ...names.filter((name) => !order.includes(name))];
}

export function editorOf(repo: JsonObject, written: JsonObject): StepEditor {
  const resolved = resolveSchema(written);
  const properties = isObject(written['properties']) ? written['properties'] : {};
  const drawn = isObject(resolved['properties']) ? resolved['properties'] : {};
  const repoFields = isObject(repo['properties']) ? repo['properties'] : {};
  const repoRequired = strings(repo['required']);
  const required = strings(written['required']);
  const requiredMessages =
    isObject(resolved['errorMessage']) && isObject(resolved['errorMessage']['required']) ? resolved['errorMessage']['required'] : {};
  const fields = fieldOrder(written).flatMap((name, index): EditorField[] => {
    const property = properties[name];
    const shown = drawn[name];
    if (!isObject(property) || !isObject(shown)) return [];
    const question = QUESTION_KINDS.find((kind) => kind === property['x-question']);
    return [
      {
        name,
        title: text(property['title']),
        description: text(property['description']),
        order: index + 1,
        required: required.includes(name),
        ...(repoRequired.includes(name) ? { requiredLock: 'サーバー（審査や登録の処理）がこの回答を読むため、必須のままです。' } : {}),
        hidden: property['ui:widget'] === 'hidden',
        hideable: !repoRequired.includes(name),
        requiredMessage: text(requiredMessages[name]),
        messages: messagesOf(property),
        rules: Object.keys(property)
          .filter((keyword) => keyword in RULE_SECTIONS)
          .map((keyword) => ({ keyword, section: RULE_SECTIONS[keyword] ?? '' })),
        bounds: Object.keys(BOUND_LABELS)
          .filter((keyword) => typeof property[keyword] === 'number')
          .map((keyword) => ({
            keyword,
            label: BOUND_LABELS[keyword] ?? keyword,
            value: String(property[keyword]),
            stricter: keyword.startsWith('max')
              ? `${String(repoBound(repoFields[name], keyword) ?? property[keyword])}以下`
              : `${String(repoBound(repoFields[name], keyword) ?? property[keyword])}以上`,
          })),
        options: (Array.isArray(shown['oneOf']) ? shown['oneOf'] : [])
          .filter(isObject)
          .map((option, at) => ({ value: String(option['const']), label: text(option['title']), order: at + 1 })),
        ...(question ? { question } : {}),
      },
    ];
  });
  return {
    title: text(written['title']),
    description: text(written['description']),
    fields,
    branchFields: branchFields(written).map(({ key, name, property }) => ({
      key,
      name,
      title: text(property['title']),
      description: text(property['description']),
      messages: messagesOf(property),
    })),
  };
}

/**
 * A field's own messages as posted (`message` for one covering every rule, `message.<keyword>` for one each); a part
 * the form did not send is kept. Emptied, a message is gone: the checks then say it is missing, as ajv would answer
 * in English.
 */
function writeMessages(property: JsonObject, posted: (part: string) => string | undefined): void {
  const own = property['errorMessage'];
  if (typeof own === 'string') {
    const message = posted('message');
    if (message === '') delete property['errorMessage'];
    else if (message !== undefined) property['errorMessage'] = message;
  } else if (isObject(own))
    for (const keyword of Object.keys(own)) {
      const message = keyword === 'type' ? undefined : posted(`message.${keyword}`);
      if (message === '') delete own[keyword];
      else if (message !== undefined) own[keyword] = message;
    }
}

/** The posted words of the fields asked on a branch, written into the branch; a part the form did not send is kept. */
function writeBranchFields(written: JsonObject, form: Form): void {
  for (const { key, name, property } of branchFields(written)) {
    const posted = (part: string) => form[`b.${key}.${name}.${part}`]?.trim();
    const title = posted('title');
    if (title !== undefined) property['title'] = title;
    const hint = posted('description');
    if (hint === '') delete property['description'];
    else if (hint !== undefined) property['description'] = hint;
    writeMessages(property, posted);
  }
}

const repoBound = (property: JsonValue | undefined, keyword: string): JsonValue | undefined =>
  isObject(property) ? property[keyword] : undefined;

/** A posted form's field, trimmed; the console's parser keeps each name's first value. */
type Form = Readonly<Record<string, string | undefined>>;
const read = (form: Form, name: string): string => (form[name] ?? '').trim();
const rank = (value: string, fallback: number): number => {
  const number = Number(value.normalize('NFKC'));
  return Number.isFinite(number) ? number : fallback;
};

/** What a problem is about when the form itself is wrong (a bound that is no number), before any check runs. */
export interface FormMistake {
  readonly field: string;
  readonly message: string;
}

/** The step file the posted form makes of `base` (the version the editor was opened on). */
export function writtenFromForm(repo: JsonObject, base: JsonObject, form: Form): { written: JsonObject; mistakes: FormMistake[] } {
  const mistakes: FormMistake[] = [];
  const written: JsonObject = structuredClone(base);
  const title = read(form, 'title');
  written['title'] = title;
  const description = read(form, 'description');
  if (description === '') delete written['description'];
  else written['description'] = description;
  const properties: JsonObject = isObject(written['properties']) ? written['properties'] : {};
  const repoFields = isObject(repo['properties']) ? repo['properties'] : {};
  const resolved = resolveSchema(base);
  const generic =
    isObject(resolved['errorMessage']) && isObject(resolved['errorMessage']['required']) ? resolved['errorMessage']['required'] : {};
  const rootMessages = isObject(written['errorMessage']) ? written['errorMessage'] : {};
  const requiredMessages: JsonObject = isObject(rootMessages['required']) ? { ...rootMessages['required'] } : {};
  let required = strings(written['required']);
  const order: { name: string; rank: number }[] = [];
  fieldOrder(base).forEach((name, index) => {
    const property = properties[name];
    if (!isObject(property)) return;
    const at = (part: string) => `f.${name}.${part}`;
    if (property['x-question'] !== undefined && read(form, at('remove')) === 'on') {
      delete properties[name];
      required = required.filter((field) => field !== name);
      delete requiredMessages[name];
      return;
    }
    order.push({ name, rank: rank(read(form, at('order')), index + 1) });
    property['title'] = read(form, at('title'));
    const hint = read(form, at('description'));
    if (hint === '') delete property['description'];
    else property['description'] = hint;
    const repoProperty = repoFields[name];
    const wasRequired = required.includes(name);
    const wantsRequired = read(form, at('required')) === 'on';
    if (wantsRequired && !wasRequired) required.push(name);
    if (!wantsRequired && wasRequired) required = required.filter((field) => field !== name);
    if (read(form, at('hidden')) === 'on') property['ui:widget'] = 'hidden';
    else if (property['ui:widget'] === 'hidden') {
      const repoWidget = isObject(repoProperty) ? repoProperty['ui:widget'] : undefined;
      if (repoWidget === undefined || repoWidget === 'hidden') delete property['ui:widget'];
      else property['ui:widget'] = repoWidget;
    }
    const message = read(form, at('requiredMessage'));
    if (message === '' || message === text(generic[name])) delete requiredMessages[name];
    else requiredMessages[name] = message;
    writeMessages(property, (part) => form[at(part)]?.trim());
    for (const keyword of Object.keys(BOUND_LABELS)) {
      const given = form[at(`bound.${keyword}`)];
      if (given === undefined || given.trim() === '') continue;
      const value = Number(given.normalize('NFKC').trim());
      if (!Number.isInteger(value)) mistakes.push({ field: name, message: `${BOUND_LABELS[keyword]}は半角の整数で入力してください。` });
      else property[keyword] = value;
    }
    const shown = isObject(resolved['properties']) ? resolved['properties'][name] : undefined;
    const options = isObject(shown) && Array.isArray(shown['oneOf']) ? shown['oneOf'].filter(isObject) : [];
    if (options.length > 0 && property['x-question'] === undefined) {
      const repoShown = isObject(repoProperty)
        ? resolveSchema({ type: 'object', properties: { [name]: withoutArrangement(repoProperty) } })
        : {};
      const repoOptions =
        isObject(repoShown['properties']) && isObject(repoShown['properties'][name]) ? repoShown['properties'][name]['oneOf'] : [];
      const originalLabel = new Map(
        (Array.isArray(repoOptions) ? repoOptions : []).filter(isObject).map((option) => [String(option['const']), text(option['title'])]),
      );
      const labels: JsonObject = {};
      const ranked = options.map((option, at) => {
        const value = String(option['const']);
        const label = read(form, `f.${name}.option.${value}.label`) || text(option['title']);
        if (label !== originalLabel.get(value)) labels[value] = label;
        return { value, rank: rank(read(form, `f.${name}.option.${value}.order`), at + 1), at };
      });
      ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
      const values = ranked.map((option) => option.value);
      if (Object.keys(labels).length > 0) property['x-optionLabels'] = labels;
      else delete property['x-optionLabels'];
      if (values.join() !== [...originalLabel.keys()].join()) property['x-optionOrder'] = values;
      else delete property['x-optionOrder'];
    } else if (property['x-question'] === 'choice') {
      for (const option of options) {
        const label = read(form, `f.${name}.option.${String(option['const'])}.label`);
        const target = (Array.isArray(property['oneOf']) ? property['oneOf'] : [])
          .filter(isObject)
          .find((o) => o['const'] === option['const']);
        if (target && label !== '') target['title'] = label;
      }
    }
  });
  writeBranchFields(written, form);
  const added = newQuestion(form, properties, mistakes);
  if (added) {
    properties[added.name] = added.property;
    order.push({ name: added.name, rank: Number.MAX_SAFE_INTEGER });
    if (added.required) required.push(added.name);
  }
  written['properties'] = properties;
  written['required'] = required;
  const sorted = [...order].sort((a, b) => a.rank - b.rank).map((entry) => entry.name);
  if (sorted.join() === Object.keys(properties).join()) delete written['ui:order'];
  else written['ui:order'] = sorted;
  const errorMessage: JsonObject = { ...rootMessages };
  if (Object.keys(requiredMessages).length > 0) errorMessage['required'] = requiredMessages;
  else delete errorMessage['required'];
  if (Object.keys(errorMessage).length > 0) written['errorMessage'] = errorMessage;
  else delete written['errorMessage'];
  return { written, mistakes };
}

/** A repo field's options as the code table gives them, before any label or order product staff chose. */
function withoutArrangement(property: JsonObject): JsonObject {
  const { 'x-optionLabels': _labels, 'x-optionOrder': _order, ...rest } = property;
  return rest;
}

/** The question the form's `new.*` fields add, in the one shape its kind has; none when no kind was chosen. */
function newQuestion(
  form: Form,
  properties: JsonObject,
  mistakes: FormMistake[],
): { name: string; property: JsonObject; required: boolean } | undefined {
  const kind = QUESTION_KINDS.find((candidate) => candidate === read(form, 'new.kind'));
  if (!kind) return undefined;
  const name = read(form, 'new.name');
  const title = read(form, 'new.title');
  if (!/^q[A-Z]\w{0,30}$/.test(name))
    mistakes.push({ field: 'new', message: '新しい質問の名前は「q」と大文字で始まる半角英数字にしてください（例：qVisitReason）。' });
  else if (name in properties) mistakes.push({ field: 'new', message: `「${name}」という名前の項目はすでにあります。` });
  if (title === '') mistakes.push({ field: 'new', message: '新しい質問の見出しを入力してください。' });
  const hint = read(form, 'new.description');
  const base: JsonObject = { type: 'string', title, ...(hint ? { description: hint } : {}), 'x-question': kind };
  const required = read(form, 'new.required') === 'on';
  if (kind === 'text') {
    const max = Number(read(form, 'new.maxLength').normalize('NFKC') || '50');
    if (!Number.isInteger(max) || max < 1 || max > 200)
      mistakes.push({ field: 'new', message: '文字数の上限は1〜200の整数で入力してください。' });
    return {
      name,
      required,
      property: { ...base, maxLength: max, jisX0208: true, errorMessage: { maxLength: `${title}は${max}文字以内で入力してください。` } },
    };
  }
  if (kind === 'choice') {
    const labels = read(form, 'new.options')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (labels.length < 2 || labels.length > 20)
      mistakes.push({ field: 'new', message: '選択肢は1行に1つずつ、2〜20個入力してください。' });
    return {
      name,
      required,
      property: { ...base, oneOf: labels.map((label, at) => ({ const: String(at + 1), title: label })), 'ui:widget': 'radio' },
    };
  }
  if (kind === 'yesNo')
    return {
      name,
      required,
      property: {
        ...base,
        oneOf: [
          { const: 'yes', title: 'はい' },
          { const: 'no', title: 'いいえ' },
        ],
        'ui:widget': 'radio',
      },
    };
  return {
    name,
    required,
    property: {
      ...base,
      pattern: '^[0-9]{8}$',
      'x-normalise': ['digitsOnly'],
      'x-confirm': 'date',
      'ui:inputmode': 'numeric',
      errorMessage: { pattern: `${title}は西暦の8桁の数字（例：20261224）で入力してください。` },
    },
  };
}

/** biome.json's `lineWidth`: the repo's JSON files are formatted by Biome at this width. */
const LINE_WIDTH = 140;

function formatted(value: JsonValue, indent: string, prefix: number): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((item) => formatted(item, indent, 0)).join(', ')}]`;
    if (value.every((item) => typeof item !== 'object' || item === null) && indent.length + prefix + inline.length <= LINE_WIDTH)
      return inline;
    const inner = `${indent}  `;
    return `[\n${value.map((item) => inner + formatted(item, inner, 0)).join(',\n')}\n${indent}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries
      .map(([key, item]) => {
        const name = `${JSON.stringify(key)}: `;
        return inner + name + formatted(item, inner, name.length + 1);
      })
      .join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * The live step exported as the repo's own file (issue 55 item 4), formatted as Biome formats the schemas (two
 * spaces, a list of plain values on one line when it fits), so a developer commits it as it comes: of the repo's 211
 * schema files, 205 come out byte for byte; the others keep a small object on one line, which `npm run format` redoes.
 */
export const exportedStepFile = (written: JsonObject): string => `${formatted(written, '', 0)}\n`;
