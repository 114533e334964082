import type { RegistryWidgetsType } from '@rjsf/utils';
import { BirthdayWidget } from './BirthdayWidget';
import { BranchWidget } from './BranchWidget';
import { CardColourWidget, CardFaceWidget } from './CardChoiceWidgets';
import { CheckboxWidget, ConsentWidget } from './CheckboxWidget';
import { HiddenWidget } from './HiddenWidget';
import { RadioWidget } from './RadioWidget';
import { ResidenceCardWidget } from './ResidenceCardWidget';
import { SelectWidget } from './SelectWidget';
import { AlphaWidget, KanaWidget, PasswordWidget, TelWidget, TextWidget } from './TextWidget';
import { ZipcodeWidget } from './ZipcodeWidget';

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
  zipcode: ZipcodeWidget,
  birthday: BirthdayWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  consent: ConsentWidget,
  cardFace: CardFaceWidget,
  cardColour: CardColourWidget,
  residenceCard: ResidenceCardWidget,
  branch: BranchWidget,
  hidden: HiddenWidget,
  TextWidget,
  EmailWidget: TextWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  HiddenWidget,
};
