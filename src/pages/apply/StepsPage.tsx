import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import './applyNotice.css';
import { applyMessage, applyMessages } from './applyMessages';
import { storedLanding } from './landing';
import { useApplyEntry } from './useApplyEntry';

/** /apply/steps: how the application goes, and the way in — at the start, or where the applicant stopped. */
export default function StepsPage() {
  usePageTitle(applyMessages.stepsTitle);
  const { entry } = useApplyEntry();
  const flow = entry?.flow;
  const started = flow !== undefined && flow.visitedSteps.length > 1;
  // A landing with another campaign code after the application started is not taken: say so, never silently.
  const landed = storedLanding().campaignCode;
  const landingKept = started && landed !== undefined && landed !== entry?.campaignCode;
  return (
    <div className="step">
      <h1 tabIndex={-1}>{applyMessages.stepsTitle}</h1>
      <p>{applyMessages.stepsLead}</p>
      {landingKept && (
        <p className="apply-notice" role="status">
          {applyMessage('landingKept', { code: landed })}
        </p>
      )}
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
