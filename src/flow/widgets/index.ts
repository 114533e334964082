import type { RegistryWidgetsType } from '@rjsf/utils';
import type { JsonObject } from '../../../schemas/resolveSchema';
import { stepProperties } from '../../../schemas/stepForm';
import { CheckboxWidget, ConsentWidget } from './CheckboxWidget';
import { CheckboxesWidget } from './CheckboxesWidget';
import { HiddenWidget } from './HiddenWidget';
import { lazyWidget, type LazyWidget } from './lazyWidget';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';
import { AlphaWidget, KanaWidget, PasswordWidget, TelWidget, TextWidget } from './TextWidget';

/**
 * The widgets of a few steps each (the zip lookup, the birthday and an expiry year with their era, the card faces, the residence card
 * photos, the branch search): loaded with the steps that name them, not with every form page (issue 20: the first
 * step's scripts).
 */
const stepWidgets: Readonly<Record<string, LazyWidget>> = {
  zipcode: lazyWidget(() => import('./ZipcodeWidget').then((module) => module.ZipcodeWidget)),
  birthday: lazyWidget(() => import('./BirthdayWidget').then((module) => module.BirthdayWidget)),
  expiryYear: lazyWidget(() => import('./ExpiryYearWidget').then((module) => module.ExpiryYearWidget)),
  cardFace: lazyWidget(() => import('./CardChoiceWidgets').then((module) => module.CardFaceWidget)),
  cardColour: lazyWidget(() => import('./CardChoiceWidgets').then((module) => module.CardColourWidget)),
  residenceCard: lazyWidget(() => import('./ResidenceCardWidget').then((module) => module.ResidenceCardWidget)),
  branch: lazyWidget(() => import('./BranchWidget').then((module) => module.BranchWidget)),
};

/** Loads the widgets a step's schema names, before the step is drawn. */
export async function preloadWidgets(schema: JsonObject): Promise<void> {
  const named = new Set(Object.values(stepProperties(schema)).map((property) => property['ui:widget']));
  await Promise.all(Object.entries(stepWidgets).flatMap(([name, widget]) => (named.has(name) ? [widget.preload()] : [])));
}

/** Every widget loaded: for what draws steps without a page host (tests, stories). */
export async function preloadAllWidgets(): Promise<void> {
  await Promise.all(Object.values(stepWidgets).map((widget) => widget.preload()));
}

/**
 * Every widget a schema may name in `ui:widget` (engine contract), plus RJSF's default widget names so a field
 * without a hint is drawn by ours too, never by RJSF's stock markup.
 */
export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  kana: KanaWidget,
  alpha: AlphaWidget,
  tel: TelWidget,
  password: PasswordWidget,
  ...stepWidgets,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  consent: ConsentWidget,
  hidden: HiddenWidget,
  TextWidget,
  EmailWidget: TextWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  HiddenWidget,
};
