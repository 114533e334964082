import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StatementMultipleAnswer } from '../../../api/memberAreaAnswers';
import { formatYen } from '../../../validators/money';
import { billingMonthLabel } from '../../../validators/statementRow';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { readMessages, statementMessages as text } from './messages';
import { MonthPicker } from './MonthPicker';
import { MoreButton } from './MoreButton';
import { ReadStatus } from './ReadStatus';
import { StatementLines } from './StatementLines';
import { useArea } from './useArea';
import { useMorePages } from './useMorePages';
import { useRead } from './useRead';
import './memberArea.css';

type MultipleLine = StatementMultipleAnswer['lines'][number];

/**
 * SPEC 2.6 /member/statement/multiple: one month of every card a multiple-card member holds, in one list newest
 * first, each line naming its card, with each card's bill for the month. A line opens through its own card.
 */
export default function StatementMultiplePage() {
  usePageTitle(text.multipleTitle);
  const area = useArea();
  const [query] = useSearchParams();
  const asked = query.get('month');
  const { state, reload } = useRead(() => area.calls.multiple(asked, 0), `multiple:${asked ?? ''}`);
  const ready = state.kind === 'ready' ? state.data : null;
  const labels = useMemo(() => new Map((ready?.cards ?? []).map((card) => [card.key, cardLabel(card)])), [ready]);
  const readMore = useCallback(
    (offset: number) => area.calls.multiple(ready?.billingMonth ?? null, offset).then((page) => page.lines),
    [area, ready],
  );
  const pages = useMorePages<MultipleLine>(ready, readMore);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.multipleTitle}</h1>
      <ReadStatus state={state} onRetry={reload} notFound={text.notFound} />
      {ready ? (
        <>
          <MonthPicker
            key={ready.billingMonth}
            months={ready.months}
            current={ready.billingMonth}
            pathOf={(month) => `/member/statement/multiple?month=${month}`}
          />
          <section aria-labelledby="card-totals-heading" className="panel">
            <h2 id="card-totals-heading">{`${billingMonthLabel(ready.billingMonth)}・${text.cardTotals}`}</h2>
            <dl className="summary-list">
              {ready.cards.map((card) => (
                <div key={card.key}>
                  <dt>{cardLabel(card)}</dt>
                  <dd>{card.amount === null ? text.noUse : formatYen(card.amount)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="lines-heading" className="panel">
            <h2 id="lines-heading">{text.linesHeading}</h2>
            <p role="status" className="statement-lines__count">
              {text.shown(pages.lines.length, ready.total)}
            </p>
            <StatementLines
              lines={pages.lines.map((line) => ({ ...line, cardLabel: labels.get(line.cardKey) ?? '' }))}
              focusFrom={pages.focusFrom}
              detailPath={(id) => `/member/statement/detail?id=${id}&from=multiple`}
            />
            <MoreButton pages={pages} />
          </section>
        </>
      ) : null}
      <p className="panel">
        <Link to="/member/statement/top">{text.topTitle}</Link>
      </p>
      <p>
        <Link to="/member">{readMessages.backToTop}</Link>
      </p>
    </div>
  );
}
