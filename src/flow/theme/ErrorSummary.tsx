import type { ErrorListProps } from '@rjsf/utils';
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { fieldDomId } from '../fieldIds';
import { flowMessages } from '../messages';

/**
 * How many times the person has submitted this page, and the server has refused a save: the summary takes focus and
 * is announced again on each, even when the errors are the same as the last time. A context of its own, not RJSF's
 * formContext: a new formContext is a new registry for every field, and the first tap on 次へ drew the whole form a
 * second time for the count alone (issue 33).
 */
const SubmitTries = createContext(0);

/**
 * The step's frame, which counts the person's submits as each bubbles out of the form, in the same dispatch as RJSF's
 * own handler, so the count and RJSF's errors are drawn in one render. React renders a capture phase's updates before
 * the bubble phase runs: counted on the way in, the count was a render of its own, as it was from RJSF's onError. Held
 * here, not by the step's page, a failed submit re-renders this frame and RJSF's form, not the page's heading,
 * progress and notices, nor RJSF's form again for new props (each part of the first tap on 次へ, issue 33). A check run
 * again after a widget's change is no submit event, and no try of the person's.
 */
export function SubmitCounter({
  className,
  refusals,
  children,
}: {
  readonly className: string;
  /** The server's refusals of a save, counted by the page that saves. */
  readonly refusals: number;
  readonly children: ReactNode;
}) {
  const [submits, setSubmits] = useState(0);
  return (
    <div className={className} onSubmit={() => setSubmits((n) => n + 1)}>
      <SubmitTries value={submits + refusals}>{children}</SubmitTries>
    </div>
  );
}

/**
 * Replaces RJSF's error list: a summary at the top that takes focus when it appears and after every failed submit,
 * each message a link that moves focus to its field. The page scrolls to the step's top, not to the summary, so
 * the heading and step number above it stay in view.
 */
export function ErrorSummary({ errors }: ErrorListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const submitTries = useContext(SubmitTries);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each failed submit moves focus to the summary again
  useEffect(() => {
    // In the animation callback of the frame that draws the summary, so that frame shows it: in the tap's own task
    // the scroll laid the page out there and then (issue 20: a fifth of the submit tap), and in a task after the
    // frame a person who tapped 次へ at the foot of a long step saw the summary a frame later. The alert is announced
    // when it is inserted, before either.
    const frame = requestAnimationFrame(() => {
      const summary = ref.current;
      if (!summary) return;
      (summary.closest('.step') ?? summary).scrollIntoView?.({ block: 'start' });
      summary.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only when it appears and after a submit: errors that change while the person types (a zip lookup filling the
    // address) must not pull the focus away from the field in use.
  }, [submitTries]);
  // A new alert element per try: screen readers announce an alert when it is inserted, not when the
  // same text is drawn again, so the same errors after a second try would otherwise go unsaid.
  return (
    <div key={submitTries} className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-heading">
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
