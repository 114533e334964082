// biome-ignore-all lint/a11y/noAutofocus: only a step whose schema asks for it (ui:autofocus) focuses its one field
import type { WidgetProps } from '@rjsf/utils';
import type { HTMLInputTypeAttribute } from 'react';
import { toHalfWidthAscii, toKatakana } from '../../../validators/normalisers';
import { normaliseValue } from '../normalise';
import { controlProps, emptyToUndefined, stringOption } from './controlProps';

type Flavour = 'text' | 'kana' | 'alpha' | 'tel' | 'password';

/** What each flavour does to the value besides the schema's own `x-normalise`. */
const onInput: Record<Flavour, (s: string) => string> = {
  text: (s) => s,
  kana: (s) => s,
  alpha: (s) => toHalfWidthAscii(s).toUpperCase(),
  tel: (s) => s,
  password: (s) => s,
};
const onLeave: Record<Flavour, (s: string) => string> = {
  text: (s) => s,
  kana: (s) => toKatakana(s),
  alpha: (s) => toHalfWidthAscii(s).toUpperCase(),
  tel: (s) => s,
  password: (s) => s,
};
// A secret (`x-secret`: a PIN, a password) is typed masked and never offered to the browser's autofill history.
const inputType: Record<Flavour, HTMLInputTypeAttribute> = { text: 'text', kana: 'text', alpha: 'text', tel: 'tel', password: 'password' };
const defaultInputMode: Partial<Record<Flavour, 'tel' | 'latin'>> = { tel: 'tel' };

function textInput(flavour: Flavour) {
  function Widget(props: WidgetProps) {
    const { id, value, schema, options, onChange, onBlur, onFocus, autofocus } = props;
    const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    const inputMode = (stringOption(options, 'inputMode') ??
      defaultInputMode[flavour]) as React.HTMLAttributes<HTMLInputElement>['inputMode'];
    const suffix = stringOption(options, 'suffix');
    const input = (
      <input
        {...controlProps(props)}
        className="input"
        type={schema.format === 'email' ? 'email' : inputType[flavour]}
        inputMode={inputMode}
        autoComplete={stringOption(options, 'autocomplete') ?? 'off'}
        autoFocus={autofocus}
        spellCheck={false}
        value={current}
        onChange={(event) => onChange(emptyToUndefined(onInput[flavour](event.target.value)))}
        onBlur={(event) => {
          const normalised = normaliseValue(schema, onLeave[flavour](event.target.value));
          if (normalised !== event.target.value) onChange(emptyToUndefined(String(normalised)));
          onBlur(id, normalised);
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    );
    if (!suffix) return input;
    return (
      <div className="input-with-suffix">
        {input}
        <span className="input-with-suffix__unit">{suffix}</span>
      </div>
    );
  }
  Widget.displayName = `${flavour}Widget`;
  return Widget;
}

export const TextWidget = textInput('text');
export const KanaWidget = textInput('kana');
export const AlphaWidget = textInput('alpha');
export const TelWidget = textInput('tel');
export const PasswordWidget = textInput('password');
