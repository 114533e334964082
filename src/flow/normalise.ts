import type { RJSFSchema } from '@rjsf/utils';
import { normalisers, toHalfWidthAscii, toKatakana, type NormaliserName } from '../../validators/normalisers';

const isNormaliserName = (name: unknown): name is NormaliserName => typeof name === 'string' && Object.hasOwn(normalisers, name);

/**
 * One value through its property's `x-normalise` list, as the widget leaves the field (the server runs the same
 * list over the whole step with schemas/stepForm.ts normaliseAnswers before validating).
 */
export function normaliseValue(schema: RJSFSchema | undefined, value: unknown): unknown {
  const names: unknown = schema?.['x-normalise'];
  if (typeof value !== 'string' || !Array.isArray(names)) return value;
  return names.filter(isNormaliserName).reduce<string>((v, name) => normalisers[name](v), value);
}

type Fold = (value: string) => string;
const upperAlpha: Fold = (value) => toHalfWidthAscii(value).toUpperCase();

/** What a text widget, by its `ui:widget` name, does to the value at each keystroke; the others keep it as typed. */
const foldWhileTyping: Readonly<Record<string, Fold>> = { alpha: upperAlpha };
/** What a text widget, by its `ui:widget` name, does to the value as the field is left, before `x-normalise`. */
const foldOnLeave: Readonly<Record<string, Fold>> = { kana: toKatakana, alpha: upperAlpha };

const foldOf = (folds: Readonly<Record<string, Fold>>, widget: unknown): Fold | undefined =>
  typeof widget === 'string' && Object.hasOwn(folds, widget) ? folds[widget] : undefined;

/** A value as its text widget holds it while the person is still in the field. */
export function typingValue(widget: unknown, value: string): string {
  return foldOf(foldWhileTyping, widget)?.(value) ?? value;
}

/**
 * A value as leaving its text field makes it: the widget's own folding, then the property's list. One function for
 * the widgets' blur and for what was typed and left on a server-drawn step before its script ran
 * (src/flow/typedAnswers.ts), which no blur handler saw: both must end the same.
 */
export function leftValue(widget: unknown, schema: RJSFSchema | undefined, value: string): string {
  return String(normaliseValue(schema, foldOf(foldOnLeave, widget)?.(value) ?? value));
}
