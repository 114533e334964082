import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_STATUS_LABELS, STATEMENT_DETAIL_STATUS_LABELS } from '../../../enums/statement';
import { formatYen } from '../../../validators/money';
import { japaneseDate } from '../../../validators/japaneseDate';
import { billingMonthLabel, usageMonthLabel } from '../../../validators/statementRow';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { CsvDownload } from './CsvDownload';
import { readMessages, statementMessages as text } from './messages';
import { MonthPicker } from './MonthPicker';
import { MoreButton } from './MoreButton';
import { ReadStatus } from './ReadStatus';
import { RestrictionBanner } from './RestrictionBanner';
import { StatementLines } from './StatementLines';
import { useArea } from './useArea';
import { useMorePages } from './useMorePages';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/statement/monthly (and 2.5 /ex-member/statement/monthly): one month's lines, 24 at a time with
 * "もっと見る" (SPEC 9), the month's bill, another month to choose, and the month as CSV. Without `?month=` the
 * newest month is shown.
 */
export default function StatementMonthlyPage() {
  const area = useArea();
  const [query] = useSearchParams();
  const asked = query.get('month');
  const { state, reload } = useRead(
    async () => {
      const [months, page] = await Promise.all([area.calls.months(), asked ? area.calls.monthly(asked, 0) : null]);
      const month = asked ?? months.months[0]?.billingMonth ?? null;
      return { months, page: page ?? (month ? await area.calls.monthly(month, 0) : null) };
    },
    area.to('statement/monthly', asked ? { month: asked } : {}),
  );
  const ready = state.kind === 'ready' ? state.data : null;
  const monthLabel = ready?.page ? billingMonthLabel(ready.page.statement.billingMonth) : '';
  usePageTitle(ready?.page ? text.monthlyTitle(monthLabel) : text.topTitle);

  const billingMonth = ready?.page?.statement.billingMonth ?? '';
  const readMore = useCallback(
    (offset: number) => area.calls.monthly(billingMonth, offset).then((page) => page.lines),
    [area, billingMonth],
  );
  const pages = useMorePages(ready?.page ?? null, readMore);

  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{ready?.page ? text.monthlyTitle(monthLabel) : text.topTitle}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {ready && !ready.page ? <p className="notice">{text.noStatements}</p> : null}
      {ready?.page ? (
        <>
          <p className="member-area__card">{cardLabel(ready.page.card)}</p>
          <p>{text.usagePeriod(usageMonthLabel(ready.page.statement.billingMonth))}</p>
          <RestrictionBanner restriction={ready.page.card.restriction} />
          <dl className="summary-list">
            <div>
              <dt>{text.billed}</dt>
              <dd className="summary-list__amount">{formatYen(ready.page.statement.amount)}</dd>
            </div>
            <div>
              <dt>{text.dueDate}</dt>
              <dd>{japaneseDate(ready.page.statement.dueDate)}</dd>
            </div>
            <div>
              <dt>{text.detailStatus}</dt>
              <dd>{STATEMENT_DETAIL_STATUS_LABELS[ready.page.statement.detailStatus]}</dd>
            </div>
            <div>
              <dt>{text.paymentStatus}</dt>
              <dd>{PAYMENT_STATUS_LABELS[ready.page.statement.paymentStatus]}</dd>
            </div>
          </dl>
          <MonthPicker
            key={billingMonth}
            months={ready.months.months.map((month) => month.billingMonth)}
            current={billingMonth}
            pathOf={(month) => area.to('statement/monthly', { month })}
          />
          <section aria-labelledby="lines-heading" className="panel">
            <h2 id="lines-heading">{text.linesHeading}</h2>
            <p role="status" className="statement-lines__count">
              {text.shown(pages.lines.length, ready.page.total)}
            </p>
            <StatementLines
              lines={pages.lines}
              focusFrom={pages.focusFrom}
              detailPath={(id) => area.to('statement/detail', { id: String(id) })}
            />
            <MoreButton pages={pages} />
          </section>
          {ready.page.total > 0 ? (
            <CsvDownload
              download={(encoding) => area.calls.csv(billingMonth, encoding)}
              fileName={(encoding) =>
                `statement_${billingMonth}_${ready.page?.card.card4no ?? ''}${encoding === 'utf-8' ? '' : '_sjis'}.csv`
              }
            />
          ) : null}
        </>
      ) : null}
      <p className="panel">
        {area.kind === 'member' ? (
          <Link to={area.to('statement/top')}>{text.topTitle}</Link>
        ) : (
          <Link to={area.topPath}>{readMessages.backToExTop}</Link>
        )}
      </p>
    </div>
  );
}
