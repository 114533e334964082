import { Link } from 'react-router';
import type { StatementLine } from '../../../api/memberAreaAnswers';
import { statementRow } from '../../../validators/statementRow';
import { statementMessages as text } from './messages';

interface StatementLinesProps {
  readonly lines: readonly (StatementLine & { readonly cardLabel?: string })[];
  readonly detailPath: (lineId: number) => string;
  /** The index of the first line of the last page read, which takes the focus after "もっと見る". */
  readonly focusFrom?: number | null;
}

/**
 * A month's lines as the member reads them: date, shop, amount, payment kind, exactly the CSV's text
 * (validators/statementRow.ts), each opening its detail.
 */
export function StatementLines({ lines, detailPath, focusFrom = null }: StatementLinesProps) {
  return (
    <ol className="statement-lines">
      {lines.map((line, index) => {
        const [date, shop, amount, kind] = statementRow(line);
        return (
          <li key={line.id} className="statement-lines__item" data-testid="statement-line">
            <Link
              className="statement-lines__link"
              to={detailPath(line.id)}
              ref={index === focusFrom ? (element) => element?.focus() : undefined}
            >
              {/* The spaces between the parts (no box in the grid) make the link's name read as the row is seen:
                  date, shop, amount, kind; a separate aria-label would differ from the visible text (WCAG 2.5.3). */}
              <span className="statement-lines__date">{date}</span> <span className="statement-lines__shop">{shop}</span>{' '}
              <span className="statement-lines__amount" data-negative={line.amount < 0 ? 'true' : undefined}>
                {amount}
              </span>{' '}
              <span className="statement-lines__kind">{kind}</span>
              {line.cardLabel ? (
                <>
                  {' '}
                  <span className="statement-lines__card">{line.cardLabel}</span>
                </>
              ) : null}
            </Link>
          </li>
        );
      })}
      {lines.length === 0 ? <li className="statement-lines__empty">{text.noLines}</li> : null}
    </ol>
  );
}
