import { CASE_KIND_LABELS } from '../../operations/caseKind';
import type { QueueCount } from '../../operations/queues';
import type { StaffMember } from '../../operations/staffMembers';
import { OpsLayout } from './OpsLayout';
import { SearchForm } from './SearchForm';

/**
 * An examiner's home (issue 58): how many cases wait in each queue and how many of them wait for a supervisor, the
 * case waiting longest a link away, and the search.
 */
export function DeskHomePage({ staff, counts }: { readonly staff: StaffMember; readonly counts: readonly QueueCount[] }) {
  const total = counts.reduce((sum, count) => sum + count.waiting, 0);
  return (
    <OpsLayout title="審査の受付状況" staff={staff}>
      <p>審査を待っている案件は全部で{total.toLocaleString('ja-JP')}件です。</p>
      <table>
        <caption className="visually-hidden">お手続きごとの審査待ちの件数</caption>
        <thead>
          <tr>
            <th scope="col">お手続き</th>
            <th scope="col" className="number">
              審査待ち
            </th>
            <th scope="col" className="number">
              うち二次承認待ち
            </th>
            <th scope="col">最も古い案件</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => (
            <tr key={count.kind}>
              <th scope="row">
                <a href={`/queues/${count.kind}`}>{CASE_KIND_LABELS[count.kind]}</a>
              </th>
              <td className="number">{count.waiting.toLocaleString('ja-JP')}件</td>
              <td className="number">{count.awaitingSecond.toLocaleString('ja-JP')}件</td>
              <td>
                {count.oldestId ? (
                  <a href={`/cases/${count.kind}/${count.oldestId}`} aria-label={`${CASE_KIND_LABELS[count.kind]}の最も古い案件を開く`}>
                    開く（{count.oldestId}）
                  </a>
                ) : (
                  'なし'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>案件を探す</h2>
      <SearchForm by="inquiryNumber" typed="" />
    </OpsLayout>
  );
}
