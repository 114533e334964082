import { Link } from 'react-router';
import { cardPlanCalls } from '../../api/cardPlanCalls';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import { multipleCardMessages as text } from './messages';
import '../memberArea/memberArea.css';

/** SPEC 2.6 /member/setting/multiple-card/review-status: the member's applications for another card and their review. */
export default function ReviewStatusPage() {
  usePageTitle(text.reviewTitle);
  const { state, reload } = useRead(() => cardPlanCalls.cardApplications(), 'card-applications');
  const answer = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.reviewTitle}</h1>
      <p>{text.reviewLead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {answer ? (
        answer.applications.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <ul className="link-list" data-testid="card-applications">
            {answer.applications.map((application) => (
              <li key={application.id}>
                <strong>{application.cardName}</strong>：{text.statuses[application.status]}（{text.appliedOn(application.appliedOn)}）
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p className="panel">
        <Link to="/member/setting/multiple-card">{text.back}</Link>
      </p>
    </div>
  );
}
