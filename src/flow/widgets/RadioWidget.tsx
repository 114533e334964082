import type { WidgetProps } from '@rjsf/utils';
import { choiceLabels } from './choiceLabel';
import { controlProps } from './controlProps';

/** Large tappable choices; the first radio carries the field id so the error summary can focus it. */
export function RadioWidget(props: WidgetProps) {
  const { id, name, value, options, registry, onChange, onBlur, onFocus } = props;
  const { id: _id, name: _name, ...aria } = controlProps(props);
  return (
    <div
      className="choices"
      role="radiogroup"
      aria-required={aria['aria-required']}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      {choiceLabels(options.enumOptions ?? [], registry, name).map((choice, i) => {
        const optionId = i === 0 ? id : `${id}__${i}`;
        return (
          <label key={String(choice.value)} className="choice" htmlFor={optionId}>
            <input
              type="radio"
              id={optionId}
              name={id}
              disabled={aria.disabled}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
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
