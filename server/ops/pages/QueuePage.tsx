import { CASE_KIND_LABELS, type CaseKind } from '../../operations/caseKind';
import { QUEUE_PAGE_SIZE } from '../../operations/consoleLists';
import type { QueuePage as QueuePageData, QueueStage } from '../../operations/queues';
import type { StaffMember } from '../../operations/staffMembers';
import { CaseTable } from './CaseTable';
import { OpsLayout } from './OpsLayout';
import { Pager } from './Pager';

export interface QueuePageProps {
  readonly staff: StaffMember;
  readonly kind: CaseKind;
  readonly queue: QueuePageData;
  readonly stage: QueueStage;
  /** What the last decision did, said once after it (the decision redirects here). */
  readonly notice?: string;
}

const stageLabels = { all: 'すべて', first: '一次審査待ち', second: '二次承認待ち' } as const;

/** A page's address: the stage and the page in the query, the defaults left out. */
const queueHref = (kind: CaseKind, stage: QueueStage, page: number): string => {
  const query = new URLSearchParams({ ...(stage === 'all' ? {} : { stage }), ...(page === 1 ? {} : { page: String(page) }) }).toString();
  return `/queues/${kind}${query ? `?${query}` : ''}`;
};

/** One kind's cases still to decide, oldest first, a page of 50 at a time, with the stage each waits at. */
export function QueuePage({ staff, kind, queue, stage, notice }: QueuePageProps) {
  const first = (queue.page - 1) * QUEUE_PAGE_SIZE + 1;
  const last = first + queue.lines.length - 1;
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
          {(Object.keys(stageLabels) as QueueStage[]).map((value) => (
            <option key={value} value={value}>
              {stageLabels[value]}
            </option>
          ))}
        </select>
        <button type="submit">絞り込む</button>
      </form>
      {queue.total === 0 ? (
        <p>審査を待っている案件はありません。</p>
      ) : (
        <>
          <p>
            {queue.total.toLocaleString('ja-JP')}件のうち{first.toLocaleString('ja-JP')}〜{last.toLocaleString('ja-JP')}件目
            {queue.pages > 1 ? `（${queue.page}/${queue.pages}ページ）` : ''}
          </p>
          <CaseTable lines={queue.lines} caption={`${CASE_KIND_LABELS[kind]}の審査待ち一覧`} />
          <Pager page={queue.page} pages={queue.pages} href={(page) => queueHref(kind, stage, page)} />
        </>
      )}
    </OpsLayout>
  );
}
