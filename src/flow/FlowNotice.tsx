import { useEffect, useState } from 'react';
import type { FlowStepView } from '../../flows/flowHost';
import { swapShownTotal } from './flowViews';
import { flowMessage, flowMessages } from './messages';

/**
 * A notice above the step: the step's questions changed since the draft was saved (`changedStep`), another window
 * changed the draft, the step starts from data already held, or the step total changed because of an answer
 * (SPEC 4: the total is the longest way still possible, so an answer may shorten it, and the residence-card steps
 * add to it). A total that changes is said in words and announced, never left for the person to puzzle out.
 */
export function FlowNotice({
  flowId,
  step,
  conflict,
  schemaChanged,
  prefilled = false,
}: {
  readonly flowId: string;
  readonly step: FlowStepView;
  readonly conflict: boolean;
  readonly schemaChanged: boolean;
  /** The step starts from data the service already held (the view's `prefill`): said, so nothing is taken unread. */
  readonly prefilled?: boolean;
}) {
  const [totalChange, setTotalChange] = useState<{ from: number; to: number } | null>(null);
  const total = step.position?.m;
  // Once, for the total the page opened with: the view this page's own save answers (moving on) already counts
  // the next page's total, which is that page's to tell.
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, for the total the page opened with
  useEffect(() => {
    if (total === undefined) return;
    const before = swapShownTotal(flowId, total);
    if (before !== undefined && before !== total) setTotalChange({ from: before, to: total });
  }, []);
  if (!conflict && !totalChange && !schemaChanged && !prefilled) return null;
  return (
    <div className="flow-notice" role="status">
      {schemaChanged && <p data-testid="schema-changed">{flowMessages.schemaChanged}</p>}
      {conflict && <p>{flowMessages.draftConflict}</p>}
      {prefilled && <p data-testid="prefilled">{flowMessages.prefilled}</p>}
      {totalChange && <p>{flowMessage('totalChanged', totalChange)}</p>}
    </div>
  );
}
