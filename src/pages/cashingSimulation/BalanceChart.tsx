// biome-ignore-all lint/a11y/noSvgWithoutTitle: the svg is role=img with aria-label(ledby), or aria-hidden
import { useId } from 'react';
import type { ScheduleRow } from '../../../validators/repaymentSchedule';
import { formatYen, yenText } from '../../../validators/money';
import { type ScheduleWords, simulationMessages as text } from './messages';

const WIDTH = 360;
const HEIGHT = 160;
const AXIS = 22;

/**
 * The balance over the months as an SVG area (plain shapes, no chart library), with a sentence for screen readers
 * and the whole schedule as a table beside it, in the words of what the balance is of (`words`: a loan's or a
 * purchase's).
 */
export function BalanceChart({
  principal,
  rows,
  words,
}: {
  readonly principal: number;
  readonly rows: readonly ScheduleRow[];
  readonly words: ScheduleWords;
}) {
  const headingId = useId();
  const descriptionId = useId();
  const points = [principal, ...rows.map((row) => row.balance)];
  const x = (index: number) => (index / Math.max(points.length - 1, 1)) * WIDTH;
  const y = (balance: number) => HEIGHT - (balance / Math.max(principal, 1)) * (HEIGHT - 6);
  const line = points.map((balance, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(balance).toFixed(1)}`).join(' ');
  return (
    <section aria-labelledby={headingId} className="panel simulation-chart">
      <h2 id={headingId}>{words.chartHeading}</h2>
      <p id={descriptionId}>{words.chartSummary(rows.length, yenText(principal))}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="simulation-chart__svg"
        role="img"
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
      >
        <path d={`${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`} className="simulation-chart__area" />
        <path d={line} className="simulation-chart__line" />
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="simulation-chart__axis" />
        <text x={0} y={HEIGHT + 16} className="simulation-chart__label">
          0
        </text>
        <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="simulation-chart__label">
          {`${rows.length}${text.month}`}
        </text>
      </svg>
      <details className="chart-table simulation-chart__table">
        <summary>{words.tableToggle}</summary>
        <table>
          <caption className="visually-hidden">{words.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.month}</th>
              <th scope="col">{words.payment}</th>
              <th scope="col">{text.principal}</th>
              <th scope="col">{words.interest}</th>
              <th scope="col">{text.balance}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{formatYen(row.payment)}</td>
                <td>{formatYen(row.principal)}</td>
                <td>{formatYen(row.interest)}</td>
                <td>{formatYen(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
