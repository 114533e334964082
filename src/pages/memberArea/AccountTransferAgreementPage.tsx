import { Link } from 'react-router';
import type { AccountTransferAgreement, AccountTransferAgreementAnswer } from '../../../api/memberAreaAnswers';
import { ACCOUNT_TRANSFER_TERMS, AGREEMENT_STATUS_LABELS } from '../../../enums/accountTransfer';
import { PAYMENT_METHOD_LABELS } from '../../../enums/bank';
import { cardLabel } from '../../../enums/card';
import { japaneseDate } from '../../../validators/japaneseDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { accountTransferMessages as text } from './accountTransferMessages';
import { ReadStatus } from './ReadStatus';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/jtransfer/agreement: what the member agreed for 口座振替 — the bank and the masked account, the day
 * they agreed, the status (still with the bank, or in use), the terms agreed to, and which cards' bills the account
 * pays — or, before any account is registered, the way to register one.
 */
export default function AccountTransferAgreementPage() {
  usePageTitle(text.title);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.accountTransferAgreement(), 'jtransfer/agreement');
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' ? <Agreement answer={state.data} /> : null}
      <ul className="panel statement-top__links">
        <li>
          <Link to="/member/payment/setting">{text.paymentSettingLink}</Link>
        </li>
        <li>
          <Link to="/member">{text.backToTop}</Link>
        </li>
      </ul>
    </div>
  );
}

function Agreement({ answer }: { readonly answer: AccountTransferAgreementAnswer }) {
  const { agreement } = answer;
  if (!agreement) {
    return (
      <>
        <p className="notice" data-testid="agreement-none">
          {text.none}
        </p>
        <p className="panel">
          <Link to="/member/banklist">{text.registerLink}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>{text.lead}</p>
      <p className="notice" role="status">
        {agreement.status === 'processing' ? text.status.processing(japaneseDate(agreement.requestedOn)) : text.status.active}
      </p>
      <AgreementRows agreement={agreement} />
      <p>
        <Link to="/member/banklist">{text.changeLink}</Link>
      </p>
      <section aria-labelledby="agreement-cards-heading" className="panel">
        <h2 id="agreement-cards-heading">{text.cardsHeading}</h2>
        <p>{text.cardsLead}</p>
        <dl className="summary-list" data-testid="agreement-cards">
          {answer.cards.map((card) => (
            <div key={card.key}>
              <dt>{cardLabel(card)}</dt>
              <dd>{card.paymentMethod === null ? text.paymentMethodNone : PAYMENT_METHOD_LABELS[card.paymentMethod]}</dd>
            </div>
          ))}
        </dl>
        {answer.cards.length === 0 ? <p>{text.noCards}</p> : null}
      </section>
      <section aria-labelledby="agreement-terms-heading" className="panel">
        <h2 id="agreement-terms-heading">{text.termsHeading}</h2>
        <ol>
          {text.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
        <a href={ACCOUNT_TRANSFER_TERMS.href} target="_blank" rel="noopener">
          {text.termsLink}
        </a>
      </section>
    </>
  );
}

function AgreementRows({ agreement }: { readonly agreement: AccountTransferAgreement }) {
  const rows: readonly (readonly [string, string])[] = [
    [text.rows.status, AGREEMENT_STATUS_LABELS[agreement.status]],
    [text.rows.bank, agreement.bankName],
    [text.rows.branch, agreement.branchName],
    [text.rows.accountType, agreement.accountType],
    [text.rows.accountNo, agreement.accountNo],
    [text.rows.accountHolder, agreement.accountHolder],
    [text.rows.agreedOn, japaneseDate(agreement.agreedOn)],
    [text.rows.requestedOn, japaneseDate(agreement.requestedOn)],
    [text.rows.terms, text.termsVersion(japaneseDate(agreement.termsVersion))],
  ];
  return (
    <dl className="summary-list" data-testid="agreement">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
