import type { WidgetProps } from '@rjsf/utils';
import { flowMessages } from '../messages';
import { choiceLabels } from './choiceLabel';
import { controlProps } from './controlProps';

/** A native select from the schema's oneOf/enum (code tables of enums/); the phone's own picker does the rest. */
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, options, registry, onChange, onBlur, onFocus } = props;
  const choices = choiceLabels(options.enumOptions ?? [], registry, name);
  const selected = choices.findIndex((c) => c.value === value);
  return (
    <select
      {...controlProps(props)}
      className="select"
      value={selected < 0 ? '' : String(selected)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{flowMessages.selectPlaceholder}</option>
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
