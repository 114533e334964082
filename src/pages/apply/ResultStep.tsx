import { Link } from 'react-router';
import { inquiryNumberFormat } from '../../../validators/normalisers';
import { usePageTitle } from '../../shell/usePageTitle';
import type { FlowView } from './applyApi';
import { applyMessages } from './applyMessages';
import { bankMessages } from './bank/bankMessages';

/** Complete or under review (SPEC 2.1), with the inquiry number grouped 6/4/5/1 (SPEC 5.1, 5.4). */
export function ResultStep({ flow }: { readonly flow: FlowView }) {
  const underReview = flow.result === 'underReview';
  const title = underReview ? applyMessages.underReviewTitle : applyMessages.completeTitle;
  usePageTitle(title);
  return (
    <div className="step step--result" data-result={flow.result}>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{underReview ? applyMessages.underReviewLead : applyMessages.completeLead}</p>
      {flow.inquiryNumber && (
        <div className="panel">
          <p className="step__lead">{applyMessages.inquiryNumberLabel}</p>
          <p className="inquiry-number" data-testid="inquiry-number">
            {inquiryNumberFormat(flow.inquiryNumber)}
          </p>
          <p className="field__hint">{applyMessages.inquiryNumberNote}</p>
        </div>
      )}
      <div className="panel">
        <p>{bankMessages.registerLead}</p>
        <Link className="button button--primary button--block" to="/apply/banklist">
          {bankMessages.registerLink}
        </Link>
      </div>
      <Link className="button button--secondary button--block" to="/">
        {applyMessages.toTop}
      </Link>
    </div>
  );
}
