import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { multipleCardMessages as text } from './messages';
import '../memberArea/memberArea.css';

/** SPEC 2.6 /member/setting/multiple-card (top): what adding a card means, the way in and the review status. */
export default function MultipleCardTopPage() {
  usePageTitle(text.title);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <Link className="button button--primary button--block" to="/member/setting/multiple-card/accept-permission">
        {text.apply}
      </Link>
      <p className="panel">
        <Link to="/member/setting/multiple-card/review-status">{text.reviewStatus}</Link>
      </p>
    </div>
  );
}
