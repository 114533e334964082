// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it (WCAG 2.1.1)
// biome-ignore-all lint/a11y/useSemanticElements: the scrolling region is a div with role=region, not a sectioning element in the outline
import type { WidgetProps } from '@rjsf/utils';
import { flowMessages } from '../messages';
import { RequirementBadge } from '../theme/RequirementBadge';
import { controlProps } from './controlProps';
import { termsLinks } from './termsLinks';

/**
 * A boolean as one checkbox with its label beside it. A plain checkbox (a setting: a mailing list) is true or false,
 * so the confirm page shows an unticked one too. As "consent" the schema's description is the text agreed to, shown
 * above the box with links to the documents it names (`ui:options.links`), and the label reads as the agreement
 * itself; unticked it is no answer, which the schema's `const: true` refuses.
 */
function checkbox(kind: 'checkbox' | 'consent') {
  function Widget(props: WidgetProps) {
    const { id, value, label, required, schema, onChange, onBlur, onFocus } = props;
    const terms = kind === 'consent' && typeof schema.description === 'string' ? schema.description : undefined;
    // The documents the applicant agrees to, as links the schema names; text and address are drawn as text, never as HTML.
    const links = kind === 'consent' ? termsLinks(props.options['links']) : [];
    return (
      <>
        {terms && (
          <div className="consent__terms" id={`${id}__description`} tabIndex={0} role="region" aria-label={label}>
            {terms}
          </div>
        )}
        {links.length > 0 && (
          <ul className="consent__links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.text}
                  {flowMessages.opensInNewTab}
                </a>
              </li>
            ))}
          </ul>
        )}
        <label className="choice choice--check" htmlFor={id}>
          <input
            {...controlProps(props)}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked ? true : kind === 'checkbox' ? false : undefined)}
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
