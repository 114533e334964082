// biome-ignore-all lint/a11y/noSvgWithoutTitle: the svg is role=img with aria-label(ledby), or aria-hidden
import { useId } from 'react';
import { SPENDING_CATEGORY_LABELS } from '../../../enums/statement';
import type { StatementMonthsAnswer } from '../../../api/memberAreaAnswers';
import { axisYen, formatYen } from '../../../validators/money';
import { billingMonthLabel } from '../../../validators/statementRow';
import { statementMessages as text } from './messages';

const WIDTH = 360;
const HEIGHT = 180;
const AXIS = 24;
/** Room left of the bars for the scale's labels (「20万」). */
const SCALE = 40;
/** Room above the tallest bar for the newest month's figure. */
const HEADROOM = 18;

/**
 * A round step for the scale, the smallest of 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten whose two steps
 * reach the largest bill: the bars fill most of the chart's height (a bill of ¥249,860 is drawn against 30万).
 */
function scaleStep(largest: number): number {
  const rough = Math.max(largest, 1) / 2;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factors = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
  return factors.map((factor) => factor * power).find((step) => step * 2 >= largest) ?? 10 * power;
}

/**
 * The last 12 months' bills as bars, drawn as plain SVG (no chart library: a dozen rectangles do not need one),
 * sized by its viewBox so it fits a 390 px phone: a scale of three lines in 万 (axisYen) and the newest month's bill
 * over its bar (issue 58: the bars had no amounts or axis). Screen readers get a summary and the same figures as a
 * table.
 */
export function MonthlyBars({ months }: { readonly months: StatementMonthsAnswer['monthlyTotals'] }) {
  const headingId = useId();
  const step = scaleStep(Math.max(0, ...months.map((month) => month.amount)));
  const top = step * 2;
  const slot = (WIDTH - SCALE) / Math.max(months.length, 1);
  const newest = months.at(-1);
  const heightOf = (amount: number) => Math.round((Math.max(amount, 0) / top) * (HEIGHT - HEADROOM));
  return (
    <section aria-labelledby={headingId} className="panel spending-chart">
      <h2 id={headingId}>{text.chartHeading}</h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="spending-chart__bars" role="img" aria-labelledby={headingId}>
        {[0, step, top].map((tick) => (
          <g key={tick}>
            <line x1={SCALE} x2={WIDTH} y1={HEIGHT - heightOf(tick)} y2={HEIGHT - heightOf(tick)} className="spending-chart__grid" />
            <text x={SCALE - 6} y={HEIGHT - heightOf(tick) + 4} textAnchor="end" className="spending-chart__label">
              {axisYen(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const height = heightOf(month.amount);
          // The figure stands clear of the bar before it too, which may be the taller.
          const clear = Math.max(height, heightOf(months[index - 1]?.amount ?? 0));
          const isNewest = month === newest;
          const middle = SCALE + index * slot + slot / 2;
          return (
            <g key={month.billingMonth}>
              <rect
                x={SCALE + index * slot + slot * 0.18}
                y={HEIGHT - height}
                width={slot * 0.64}
                height={height}
                rx={3}
                className={isNewest ? 'spending-chart__bar spending-chart__bar--newest' : 'spending-chart__bar'}
              />
              {isNewest && (
                <text x={Math.min(middle, WIDTH - 30)} y={HEIGHT - clear - 5} textAnchor="middle" className="spending-chart__figure">
                  {formatYen(month.amount)}
                </text>
              )}
              <text x={middle} y={HEIGHT + 17} textAnchor="middle" className="spending-chart__label">
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
