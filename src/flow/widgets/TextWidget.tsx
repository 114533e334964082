// biome-ignore-all lint/a11y/noAutofocus: only a step whose schema asks for it (ui:autofocus) focuses its one field
import type { WidgetProps } from '@rjsf/utils';
import type { HTMLInputTypeAttribute } from 'react';
import { leftValue, typingValue } from '../normalise';
import { controlProps, emptyToUndefined, stringOption } from './controlProps';

/** Each flavour is the `ui:widget` name it is registered under (./index.ts), which is what ../normalise.ts folds by. */
type Flavour = 'text' | 'kana' | 'alpha' | 'tel' | 'password';

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
        onChange={(event) => onChange(emptyToUndefined(typingValue(flavour, event.target.value)))}
        onBlur={(event) => {
          const normalised = leftValue(flavour, schema, event.target.value);
          if (normalised !== event.target.value) onChange(emptyToUndefined(normalised));
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
