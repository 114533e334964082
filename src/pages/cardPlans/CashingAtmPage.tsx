import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { cashingMessages as text } from './messages';
import '../memberArea/memberArea.css';

/** SPEC 2.6 /member/setting/cashing/atm: how to borrow at an ATM (no call: the card's figures are on the cashing top). */
export default function CashingAtmPage() {
  usePageTitle(text.atmTitle);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.atmTitle}</h1>
      <ol className="panel">
        {text.atmSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{text.atmFee}</p>
      <p className="notice">{text.atmPin}</p>
      <p className="panel">
        <Link to="/member/setting/cashing/top">{text.backToCashing}</Link>
      </p>
    </div>
  );
}
