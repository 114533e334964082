import { CASE_KIND_LABELS, type CaseKind } from '../../operations/caseKind';
import type { ExaminationCase } from '../../operations/examination';
import type { StaffMember } from '../../operations/staffMembers';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';

export interface QueuePageProps {
  readonly staff: StaffMember;
  readonly kind: CaseKind;
  readonly cases: readonly ExaminationCase[];
  /** `second`: only first approvals waiting for a supervisor; `first`: only cases nobody has decided. */
  readonly stage: 'all' | 'first' | 'second';
  /** What the last decision did, said once after it (the decision redirects here). */
  readonly notice?: string;
}

const stageLabels = { all: 'すべて', first: '一次審査待ち', second: '二次承認待ち' } as const;

/** One kind's cases still to decide, oldest first, with the stage each waits at. */
export function QueuePage({ staff, kind, cases, stage, notice }: QueuePageProps) {
  const shown = cases.filter((found) => stage === 'all' || (stage === 'second') === found.awaitingSecond);
  return (
    <OpsLayout title={`${CASE_KIND_LABELS[kind]}の審査`} staff={staff} section={{ href: `/queues/${kind}`, itself: true }}>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <form method="get" action={`/queues/${kind}`} className="filters">
        <label htmlFor="stage">表示</label>
        <select id="stage" name="stage" defaultValue={stage}>
          {(Object.keys(stageLabels) as (keyof typeof stageLabels)[]).map((value) => (
            <option key={value} value={value}>
              {stageLabels[value]}
            </option>
          ))}
        </select>
        <button type="submit">絞り込む</button>
      </form>
      <p>{shown.length}件</p>
      {shown.length === 0 ? (
        <p>審査を待っている案件はありません。</p>
      ) : (
        <table>
          <caption className="visually-hidden">{CASE_KIND_LABELS[kind]}の審査待ち一覧</caption>
          <thead>
            <tr>
              <th scope="col">受付日時</th>
              <th scope="col">番号</th>
              <th scope="col">お名前</th>
              <th scope="col">内容</th>
              <th scope="col">状態</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((found) => (
              <tr key={found.id}>
                <td>{tokyoDateTime(found.receivedAt)}</td>
                <td>
                  <a href={`/cases/${kind}/${found.id}`}>{found.id}</a>
                </td>
                <td>{found.personName}</td>
                <td>{found.summary}</td>
                <td>{found.awaitingSecond ? `二次承認待ち（一次承認: ${found.decisions[0]?.actorName ?? ''}）` : '一次審査待ち'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OpsLayout>
  );
}
