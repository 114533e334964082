import type { WidgetProps } from '@rjsf/utils';
import { RequirementBadge } from '../theme/RequirementBadge';
import { controlProps } from './controlProps';

/**
 * A boolean as one checkbox with its label beside it. As "consent" the schema's description is the text agreed
 * to, shown above the box, and the label reads as the agreement itself.
 */
function checkbox(kind: 'checkbox' | 'consent') {
  function Widget(props: WidgetProps) {
    const { id, value, label, required, schema, onChange, onBlur, onFocus } = props;
    const terms = kind === 'consent' && typeof schema.description === 'string' ? schema.description : undefined;
    return (
      <>
        {terms && (
          <div className="consent__terms" id={`${id}__description`} tabIndex={0} role="region" aria-label={label}>
            {terms}
          </div>
        )}
        <label className="choice choice--check" htmlFor={id}>
          <input
            {...controlProps(props)}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked ? true : undefined)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>
            {label}
            {kind === 'consent' && <RequirementBadge required={Boolean(required)} />}
          </span>
        </label>
      </>
    );
  }
  Widget.displayName = `${kind}Widget`;
  return Widget;
}

export const CheckboxWidget = checkbox('checkbox');
export const ConsentWidget = checkbox('consent');
