import type { ErrorListProps } from '@rjsf/utils';
import { useEffect, useRef, type MouseEvent } from 'react';
import { fieldDomId } from '../fieldIds';
import { flowMessages } from '../messages';

/**
 * Replaces RJSF's error list: a summary at the top that takes focus when it appears (screen readers read it; the
 * role announces it again when the errors change), each message a link that moves focus to its field.
 */
export function ErrorSummary({ errors }: ErrorListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => `${e.property}:${e.message}`).join('|');
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [signature]);
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-heading">
      <h2 id="error-summary-heading" className="error-summary__heading">
        {flowMessages.errorSummaryHeading}
      </h2>
      <p className="error-summary__lead">{flowMessages.errorSummaryLead}</p>
      <ul className="error-summary__list">
        {errors.map((error) => {
          const field = (error.property ?? '').replace(/^\./, '').replace(/\./g, '/');
          const target = fieldDomId(field);
          return (
            <li key={`${field}:${error.message}`}>
              <a href={`#${target}`} onClick={(event) => focusField(event, target)}>
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A hash link scrolls but does not focus form controls in every browser; focus the control itself. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  event.preventDefault();
  element.focus();
  element.scrollIntoView({ block: 'center' });
}
