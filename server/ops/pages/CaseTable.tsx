import { CASE_KIND_LABELS } from '../../operations/caseKind';
import type { QueueLine } from '../../operations/queues';
import { caseNumberText, tokyoDateTime } from './format';

/** The stage a line waits at, as the examiner reads it. */
export const stageText = (line: QueueLine): string =>
  line.firstApprover === null ? '一次審査待ち' : `二次承認待ち（一次承認: ${line.firstApprover}）`;

/**
 * Waiting cases as a table, oldest first: a queue's page, or a search's results across queues (`withKind`: the
 * kind of each case in a column of its own). The number opens the case.
 */
export function CaseTable({
  lines,
  caption,
  withKind = false,
}: {
  readonly lines: readonly QueueLine[];
  readonly caption: string;
  readonly withKind?: boolean;
}) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">受付日時</th>
          {withKind ? <th scope="col">お手続き</th> : null}
          <th scope="col">番号</th>
          <th scope="col">お名前</th>
          <th scope="col">内容</th>
          <th scope="col">状態</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.kind}-${line.id}`}>
            <td className="nowrap">{tokyoDateTime(line.receivedAt)}</td>
            {withKind ? <td>{CASE_KIND_LABELS[line.kind]}</td> : null}
            <td>
              <a href={`/cases/${line.kind}/${line.id}`}>{caseNumberText(line.kind, line.id)}</a>
            </td>
            <td className="nowrap">{line.personName}</td>
            <td>{line.summary}</td>
            <td>{stageText(line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
