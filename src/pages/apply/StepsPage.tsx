import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { applyMessages } from './applyMessages';
import { useApplyEntry } from './useApplyEntry';

/** /apply/steps: how the application goes, and the way in — at the start, or where the applicant stopped. */
export default function StepsPage() {
  usePageTitle(applyMessages.stepsTitle);
  const { entry } = useApplyEntry();
  const flow = entry?.flow;
  const started = flow !== undefined && flow.visitedSteps.length > 1;
  return (
    <div className="step">
      <h1 tabIndex={-1}>{applyMessages.stepsTitle}</h1>
      <p>{applyMessages.stepsLead}</p>
      {!flow && (
        <p className="step__loading" role="status">
          {applyMessages.loading}
        </p>
      )}
      {flow?.status === 'submitted' && (
        <>
          <p>{applyMessages.stepsSubmitted}</p>
          <Link className="button button--primary button--block" to={flow.currentRoute}>
            {applyMessages.stepsSubmittedLink}
          </Link>
        </>
      )}
      {flow?.status === 'draft' && (
        <Link className="button button--primary button--block" to={flow.currentRoute}>
          {started ? applyMessages.stepsResume : applyMessages.stepsStart}
        </Link>
      )}
    </div>
  );
}
