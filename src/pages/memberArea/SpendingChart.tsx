// biome-ignore-all lint/a11y/noSvgWithoutTitle: the svg is role=img with aria-label(ledby), or aria-hidden
import { useId } from 'react';
import { SPENDING_CATEGORY_LABELS } from '../../../enums/statement';
import type { StatementMonthsAnswer } from '../../../api/memberAreaAnswers';
import { formatYen } from '../../../validators/money';
import { billingMonthLabel } from '../../../validators/statementRow';
import { statementMessages as text } from './messages';

const WIDTH = 360;
const HEIGHT = 180;
const AXIS = 24;

/**
 * The last 12 months' bills as bars, drawn as plain SVG (no chart library: a dozen rectangles do not need one),
 * sized by its viewBox so it fits a 390 px phone. Screen readers get a summary and the same figures as a table.
 */
export function MonthlyBars({ months }: { readonly months: StatementMonthsAnswer['monthlyTotals'] }) {
  const headingId = useId();
  const largest = Math.max(1, ...months.map((month) => month.amount));
  const slot = WIDTH / Math.max(months.length, 1);
  const newest = months.at(-1);
  return (
    <section aria-labelledby={headingId} className="panel spending-chart">
      <h2 id={headingId}>{text.chartHeading}</h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="spending-chart__bars" role="img" aria-labelledby={headingId}>
        {months.map((month, index) => {
          const height = Math.round((Math.max(month.amount, 0) / largest) * (HEIGHT - 8));
          const isNewest = month === newest;
          return (
            <g key={month.billingMonth}>
              <rect
                x={index * slot + slot * 0.18}
                y={HEIGHT - height}
                width={slot * 0.64}
                height={height}
                rx={3}
                className={isNewest ? 'spending-chart__bar spending-chart__bar--newest' : 'spending-chart__bar'}
              />
              <text x={index * slot + slot / 2} y={HEIGHT + 17} textAnchor="middle" className="spending-chart__label">
                {`${Number(month.billingMonth.slice(4))}月`}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="chart-table">
        <summary>{text.chartTableToggle}</summary>
        <table>
          <caption className="visually-hidden">{text.chartTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.monthLabel}</th>
              <th scope="col">{text.billed}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.billingMonth}>
                <th scope="row">{billingMonthLabel(month.billingMonth)}</th>
                <td>{formatYen(month.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** The newest month's spending by category: a list whose bars are drawn by CSS, so it reads as text as well. */
export function CategoryBreakdown({
  billingMonth,
  categories,
}: {
  readonly billingMonth: string;
  readonly categories: StatementMonthsAnswer['categories'];
}) {
  const headingId = useId();
  const largest = Math.max(1, ...categories.map((category) => category.amount));
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{text.categoryHeading(billingMonthLabel(billingMonth))}</h2>
      {categories.length === 0 ? <p>{text.categoryEmpty}</p> : null}
      <ul className="category-list">
        {categories.map((category) => (
          <li key={category.category} className="category-list__item">
            <span className="category-list__name">{SPENDING_CATEGORY_LABELS[category.category]}</span>
            <span className="category-list__amount">{formatYen(category.amount)}</span>
            {/* Its length an SVG attribute, not a style: the page may be drawn by the server, and the CSP refuses
                style attributes in a document (React's styles set later are not attributes). */}
            <svg className="category-list__bar" aria-hidden="true" viewBox="0 0 100 8" preserveAspectRatio="none">
              <rect width={Math.max(2, Math.round((Math.max(category.amount, 0) / largest) * 100))} height="8" />
            </svg>
          </li>
        ))}
      </ul>
    </section>
  );
}
