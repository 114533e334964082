import type { AuthorizationLine } from '../../../api/memberAreaAnswers';
import { AUTHORIZATION_STATUS_LABELS, DECLINE_REASON_LABELS } from '../../../enums/authorization';
import { tokyoClock } from '../../../validators/calendar';
import { formatYen } from '../../../validators/money';
import { authorizationMessages as text } from './authorizationMessages';

interface AuthorizationLinesProps {
  readonly lines: readonly AuthorizationLine[];
  /** What to say when there is no line at all. */
  readonly empty: string;
  /** The index of the first line of the last page read, which takes the focus after "もっと見る". */
  readonly focusFrom: number | null;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** An instant as its Tokyo date and time, `2026/11/26 14:05`, whatever the phone's own time zone. */
function tokyoDateTime(instant: string): string {
  const clock = tokyoClock(instant);
  if (!clock) return instant;
  const { year, month, day } = clock.date;
  return `${year}/${pad(month)}/${pad(day)} ${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`;
}

/** Authorisations as the member reads them: when, where, how much, the status badge, and a decline's reason. */
export function AuthorizationLines({ lines, empty, focusFrom }: AuthorizationLinesProps) {
  return (
    <ol className="authorization-lines">
      {lines.map((line, index) => (
        <li
          key={line.id}
          className="authorization-lines__item"
          data-testid="authorization-line"
          // The first line of a page read by もっと見る takes the focus, as the statement lines do.
          tabIndex={index === focusFrom ? -1 : undefined}
          ref={index === focusFrom ? (element) => element?.focus() : undefined}
        >
          <span className="authorization-lines__date">{tokyoDateTime(line.authorizedAt)}</span>{' '}
          <span className="badge authorization-lines__status" data-status={line.status}>
            {AUTHORIZATION_STATUS_LABELS[line.status]}
          </span>{' '}
          <span className="authorization-lines__shop">{line.shopName}</span>{' '}
          <span className="authorization-lines__amount">{formatYen(line.amount)}</span>
          {line.declineReason ? (
            <span className="authorization-lines__reason">{text.reason(DECLINE_REASON_LABELS[line.declineReason])}</span>
          ) : null}
        </li>
      ))}
      {lines.length === 0 ? <li className="statement-lines__empty">{empty}</li> : null}
    </ol>
  );
}
