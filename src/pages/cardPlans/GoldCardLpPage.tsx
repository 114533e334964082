import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { goldCardLpMessages as text } from './messages';
import '../memberArea/memberArea.css';

/**
 * SPEC 2.6 /member/setting/gold-card/lp: what the gold card gives and costs and who may switch, and the way into the
 * switch (the flow refuses a card that may not, with its screen, before its first page).
 */
export default function GoldCardLpPage() {
  usePageTitle(text.title);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <section className="panel" aria-labelledby="gold-benefits">
        <h2 id="gold-benefits">{text.benefitsHeading}</h2>
        <ul>
          {text.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="gold-fee">
        <h2 id="gold-fee">{text.feeHeading}</h2>
        <p>{text.fee}</p>
      </section>
      <section className="panel" aria-labelledby="gold-eligibility">
        <h2 id="gold-eligibility">{text.eligibilityHeading}</h2>
        <ul>
          {text.eligibility.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        <p>{text.familyNote}</p>
      </section>
      <p className="notice">{text.reviewNote}</p>
      <Link className="button button--primary button--block" to="/member/setting/gold-card">
        {text.apply}
      </Link>
      <p className="panel">
        <Link to="/support">{text.support}</Link>
      </p>
    </div>
  );
}
