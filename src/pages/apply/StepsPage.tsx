import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FlowView } from '../../../flows/flowHost';
import { isFeatureOn } from '../../api/featureFlags';
import { getView, LoginRequired, ScreenShown, SessionEnded } from '../../flow/flowApi';
import { keepView } from '../../flow/flowViews';
import { captureLanding, storedLanding } from '../../flow/landing';
import { usePageTitle } from '../../shell/usePageTitle';
import './applyNotice.css';
import { abandonedDrafts } from '../../../config/retention.json';
import { MIN_AGE } from '../../../validators/dates';
import { applyMessage, applyMessages } from './applyMessages';
import { beforeApplying } from './beforeApplying';

/** /apply/steps: how the application goes, and the way in — at the start, or where the applicant stopped. */
export default function StepsPage() {
  usePageTitle(applyMessages.stepsTitle);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [view, setView] = useState<FlowView | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the landing is taken and the view read once, when the page opens
  useEffect(() => {
    captureLanding(search);
    let current = true;
    // SPEC 6 skipping form steps: with `skipFormSteps` on, this page goes straight on to the step to answer (a failed
    // flag lookup is off: the page is shown).
    Promise.all([getView('apply'), isFeatureOn('skipFormSteps')]).then(
      ([found, skip]) => {
        if (!current) return;
        // The application is behind no SMS check: a 4032 here is as unexpected as a refusal.
        if (found === 'refused' || found === 'sms') void navigate('/error?type=illegalOperation', { replace: true });
        else if ('screen' in found) void navigate(`/error?type=${found.screen}`, { replace: true });
        else {
          keepView(found);
          if (skip)
            void navigate(found.status === 'done' ? (found.result?.route ?? found.currentRoute) : found.currentRoute, { replace: true });
          else setView(found);
        }
      },
      (error: unknown) => {
        if (error instanceof LoginRequired) window.location.assign(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
        else if (!(error instanceof SessionEnded || error instanceof ScreenShown)) void navigate('/error', { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  // A finished application's view offers its result alone; it was started all the same.
  const started = view !== null && (view.status === 'done' || view.steps.length > 1);
  // A landing with another campaign code after the application started is not taken: say so, never silently.
  const landed = storedLanding().campaignCode;
  const landingKept = started && landed !== undefined && landed !== (view?.facts['campaignCode'] ?? undefined);
  return (
    <div className="step">
      <h1 tabIndex={-1}>{applyMessages.stepsTitle}</h1>
      <p>{applyMessages.stepsLead}</p>
      {/* The period the retention job deletes a left draft after (docs/retention.md), from the same file it reads. */}
      <p>{applyMessage('stepsDraftsKept', { days: String(abandonedDrafts.deleteAfterDays) })}</p>
      <section className="panel before-applying" aria-labelledby="before-heading">
        <h2 id="before-heading">{beforeApplying.heading}</h2>
        <dl>
          <div>
            <dt>{beforeApplying.whoMayApply}</dt>
            <dd>{beforeApplying.whoMayApplyText.replace('{age}', String(MIN_AGE))}</dd>
          </div>
          <div>
            <dt>{beforeApplying.timeNeeded}</dt>
            <dd>{beforeApplying.timeNeededText}</dd>
          </div>
          <div>
            <dt>{beforeApplying.delivery}</dt>
            <dd>{beforeApplying.deliveryText}</dd>
          </div>
        </dl>
        <h3>{beforeApplying.whatYouNeed}</h3>
        <ul>
          <li>{beforeApplying.needPhone}</li>
          <li>{beforeApplying.needBank}</li>
          <li>{beforeApplying.needLicence}</li>
          <li>{beforeApplying.needResidenceCard}</li>
        </ul>
      </section>
      {landingKept && (
        <p className="apply-notice" role="status">
          {applyMessage('landingKept', { code: landed })}
        </p>
      )}
      {!view && (
        <p className="step__loading" role="status">
          {applyMessages.loading}
        </p>
      )}
      {view?.status === 'done' && (
        <>
          <p>{applyMessages.stepsSubmitted}</p>
          <Link className="button button--primary button--block" to={view.result?.route ?? view.currentRoute}>
            {applyMessages.stepsSubmittedLink}
          </Link>
        </>
      )}
      {view?.status === 'draft' && (
        <Link className="button button--primary button--block" to={view.currentRoute}>
          {started ? applyMessages.stepsResume : applyMessages.stepsStart}
        </Link>
      )}
    </div>
  );
}
