import { Link } from 'react-router';
import { APPLY_ACCOUNT_TYPE_LABELS, type ApplyAccountType } from '../../../../enums/bank';
import { usePageTitle } from '../../../shell/usePageTitle';
import type { BankEntry } from './bankApi';
import { bankMessages } from './bankMessages';

/** The account as registered; with the small transfer's notice when the account is in another name. */
export function BankCompleteStep({ entry }: { readonly entry: BankEntry }) {
  usePageTitle(bankMessages.completeTitle);
  const detail = entry.flow.answers['bankDetail'] ?? {};
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const accountType = text(detail['accountType']);
  const rows: readonly (readonly [string, string])[] = [
    [bankMessages.bankLabel, entry.bank?.name ?? ''],
    [bankMessages.branchLabel, entry.branch ? `${entry.branch.name}（${entry.branch.code}）` : ''],
    [bankMessages.accountTypeLabel, APPLY_ACCOUNT_TYPE_LABELS[accountType as ApplyAccountType] ?? ''],
    [bankMessages.accountNoLabel, text(detail['accountNo'])],
    [bankMessages.accountKanaNameLabel, text(detail['accountKanaName'])],
  ];
  const transfer = entry.flow.visitedSteps.includes('bankTransfer');
  return (
    <div className="step step--result" data-result="bankRegistered">
      <h1 tabIndex={-1}>{bankMessages.completeTitle}</h1>
      <p>{bankMessages.completeLead}</p>
      {transfer && <p data-testid="bank-transfer-notice">{bankMessages.completeTransferLead}</p>}
      <dl className="panel bank-account">
        {rows.map(([label, value]) => (
          <div key={label} className="confirm-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="button button--secondary button--block" to="/">
        {bankMessages.toTop}
      </Link>
    </div>
  );
}
