import type { RJSFSchema } from '@rjsf/utils';
import type { TypedField } from '../../api/typedBeforeHydration';
import { leftValue, typingValue } from './normalise';
import type { Answers, StepSchema } from './types';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field's choices in the order the radio, select and checkboxes widgets draw them (their options are numbered); a
 * list of choices has them on its items.
 */
function choicesOf(field: Readonly<Record<string, unknown>>): readonly unknown[] | undefined {
  const property = field['type'] === 'array' && isObject(field['items']) ? field['items'] : field;
  if (Array.isArray(property['oneOf'])) return property['oneOf'].map((option: unknown) => (isObject(option) ? option['const'] : undefined));
  return Array.isArray(property['enum']) ? property['enum'] : undefined;
}

/**
 * What was typed on the drawn step before hydration, as the step's answers: RJSF names a field `root_<name>` and our
 * radio widget its option n `root_<name>__n`; a select's value is the option's number. Fields the schema does not
 * have are left out; the step's own validation then judges the answers as it would judge typed ones.
 * A text is taken as its widget would hold it had it been live: every field but the one the person is still in
 * (`focused`, its id) was left, and no blur handler saw it, so it is normalised as leaving it does (kana, width,
 * hyphens); the one still in is normalised when it is left, by its live widget.
 */
export function typedAnswers(schema: StepSchema, typed: Readonly<Record<string, TypedField>>, focused?: string): Answers {
  const properties: Readonly<Record<string, unknown>> = isObject(schema.properties) ? schema.properties : {};
  const answers: Record<string, unknown> = {};
  for (const [id, field] of Object.entries(typed)) {
    const match = /^root_([A-Za-z0-9]+)(?:__(\d+))?$/.exec(id);
    const property = match ? properties[match[1]!] : undefined;
    if (!match || !isObject(property)) continue;
    const name = match[1]!;
    const choices = choicesOf(property);
    if ('value' in field) {
      const widget = property['ui:widget'];
      if (!choices)
        answers[name] = id === focused ? typingValue(widget, field.value) : leftValue(widget, property as RJSFSchema, field.value);
      else if (field.value !== '' && choices[Number(field.value)] !== undefined) answers[name] = choices[Number(field.value)];
    } else if (property['type'] === 'boolean') {
      answers[name] = field.checked;
    } else if (field.checked && choices) {
      const chosen = choices[Number(match[2] ?? 0)];
      const ticked = answers[name];
      if (chosen === undefined) continue;
      if (property['type'] !== 'array') answers[name] = chosen;
      else answers[name] = [...(Array.isArray(ticked) ? ticked : []), chosen];
    }
  }
  return answers as Answers;
}

/**
 * What was typed on the drawn step, looked up in the step as it was drawn: a field may exist only under a condition
 * (the income step's 「ご本人の年収」 is in an `if`/`else` on the earlier answer `jobCode`, so the step's own
 * `properties` are empty), and a field typed may draw another. `resolve` is the form's own schema resolution
 * (RJSF's retrieveSchema) for the answers held plus those typed, taken again until no typed field is found anew.
 * Looked up in the step's top-level properties only, the typed income was dropped and the step refused as unanswered
 * (issue 62: flow-host's step-total journey, which types on the drawn income step at once).
 */
export function typedStepAnswers(
  resolve: (answers: Answers) => StepSchema,
  held: Answers,
  typed: Readonly<Record<string, TypedField>>,
  focused?: string,
): Answers {
  let answers = typedAnswers(resolve(held), typed, focused);
  for (let found = -1; Object.keys(answers).length > found; ) {
    found = Object.keys(answers).length;
    answers = typedAnswers(resolve({ ...held, ...answers }), typed, focused);
  }
  return answers;
}
