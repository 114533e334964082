import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId } from '../fieldIds';
import { RequirementBadge } from './RequirementBadge';

/** Widgets drawn as several controls get a fieldset and legend; single controls a label. */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes', 'birthday', 'RadioWidget', 'cardFace', 'cardColour']);

/**
 * One field, Digital Agency style: label above with a 必須/任意 badge, the hint under the label, the control, then
 * the error under the control (the control points at both through aria-describedby).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, schema, uiSchema, hidden } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const widget = uiSchema?.['ui:widget'];
  const isGroup = typeof widget === 'string' && GROUP_WIDGETS.has(widget);
  const isConsent = widget === 'consent';
  // A check box carries its own label beside the box; a setting's box is neither 必須 nor 任意 (ticked or not is the answer).
  const labelsItself = isConsent || widget === 'checkbox';
  const isRequired = required === true;
  const error = rawErrors?.[0];
  const hint = typeof schema.description === 'string' ? schema.description : undefined;
  const heading = (
    <>
      <span className="field__label-text">{label}</span>
      <RequirementBadge required={isRequired} />
    </>
  );
  const hintText = hint && !isConsent && (
    <p className="field__hint" id={descriptionId(id)}>
      {hint}
    </p>
  );
  // A check box's hint says what ticking it means: under the box it belongs to, not above it.
  const body = (
    <>
      {widget !== 'checkbox' && hintText}
      {children}
      {widget === 'checkbox' && hintText}
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </>
  );
  if (isGroup) {
    return (
      <fieldset className="field field--group" data-invalid={Boolean(error)} id={`${id}__group`}>
        <legend className="field__label">{heading}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className="field" data-invalid={Boolean(error)}>
      {!labelsItself && (
        <label className="field__label" htmlFor={id}>
          {heading}
        </label>
      )}
      {body}
    </div>
  );
}
