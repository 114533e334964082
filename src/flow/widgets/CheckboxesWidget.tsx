import type { WidgetProps } from '@rjsf/utils';
import { choiceLabels } from './choiceLabel';
import { controlProps } from './controlProps';

/**
 * A list of choices (`type: array` of offered values, `uniqueItems`): one tappable check box per option, as the
 * radio's large choices, the value the options ticked in their order. The first box carries the field id so the
 * error summary can focus it.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, name, value, options, registry, onChange, onBlur, onFocus } = props;
  const { id: _id, name: _name, ...aria } = controlProps(props);
  const ticked: readonly unknown[] = Array.isArray(value) ? value : [];
  const choices = choiceLabels(options.enumOptions ?? [], registry, name);
  const toggle = (choice: unknown, on: boolean) => {
    const next = choices.map((option) => option.value).filter((option) => (option === choice ? on : ticked.includes(option)));
    onChange(next);
  };
  return (
    // The field's fieldset names the group (theme/FieldTemplate.tsx); each box carries the hint and the error.
    <div className="choices">
      {choices.map((choice, i) => {
        const optionId = i === 0 ? id : `${id}__${i}`;
        return (
          <label key={String(choice.value)} className="choice choice--check" htmlFor={optionId}>
            <input
              type="checkbox"
              id={optionId}
              name={id}
              disabled={aria.disabled}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              checked={ticked.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
}
