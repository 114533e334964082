import { Link, useSearchParams } from 'react-router';
import { SPENDING_CATEGORY_LABELS } from '../../../enums/statement';
import { japaneseDate } from '../../../validators/japaneseDate';
import { billingMonthLabel, STATEMENT_COLUMNS, statementRow } from '../../../validators/statementRow';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { statementMessages as text } from './messages';
import { ReadStatus } from './ReadStatus';
import { RestrictionBanner } from './RestrictionBanner';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/statement/detail (and 2.5 /ex-member/statement/detail): one line of a statement, `?id=`; with
 * `from=multiple`, a line of any of the member's cards, opened from the multiple-card list and going back to it.
 */
export default function StatementDetailPage() {
  usePageTitle(text.detailTitle);
  const area = useArea();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const fromMultiple = area.kind === 'member' && query.get('from') === 'multiple';
  const { state, reload } = useRead(
    () => (fromMultiple ? area.calls.multipleDetail(id) : area.calls.detail(id)),
    `${fromMultiple ? 'multiple' : area.to('statement/detail')}:${id}`,
  );
  const detail = state.kind === 'ready' ? state.data : null;
  const row = detail ? statementRow(detail.line) : null;
  const [usedOnLabel, shopLabel, amountLabel, kindLabel] = STATEMENT_COLUMNS;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.detailTitle}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {detail && row ? (
        <>
          <p className="member-area__card">{cardLabel(detail.card)}</p>
          <RestrictionBanner restriction={detail.card.restriction} />
          <dl className="summary-list">
            {[
              // A line of its own reads its date as the due date below it does; the lists keep 2026/09/01, a column.
              [usedOnLabel, japaneseDate(detail.line.usedOn)],
              [shopLabel, row[1]],
              [amountLabel, row[2]],
              [kindLabel, row[3]],
              [text.category, SPENDING_CATEGORY_LABELS[detail.line.category]],
              [text.monthLabel, billingMonthLabel(detail.statement.billingMonth)],
              [text.dueDate, japaneseDate(detail.statement.dueDate)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="panel">
            <Link
              to={
                fromMultiple
                  ? `/member/statement/multiple?month=${detail.statement.billingMonth}`
                  : area.to('statement/monthly', { month: detail.statement.billingMonth })
              }
            >
              {text.backToMonth(billingMonthLabel(detail.statement.billingMonth))}
            </Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
