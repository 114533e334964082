import { FULFILMENT_KIND_LABELS, FULFILMENT_STATUS_LABELS, type FulfilmentKind, type FulfilmentStatus } from '../../../enums/fulfilment';
import type { FulfilmentOrder } from '../../fulfilment/fulfilment';
import type { StaffMember } from '../../operations/staffMembers';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';
import { PostOutcome } from './ErrorSummary';

export interface FulfilmentPageProps {
  readonly staff: StaffMember;
  readonly orders: readonly FulfilmentOrder[];
  readonly filter: { readonly status: FulfilmentStatus | ''; readonly kind: FulfilmentKind | '' };
  /** Tokyo's day: the vendor file offered for download. */
  readonly today: string;
  readonly notice?: string;
  readonly errors?: readonly string[];
}

/**
 * The fulfilment queue (issue 31 item 3): what is to be printed, checked and marked printed together (they go into
 * the day's file for the card vendor), and each printed order marked posted once it has left. The forms carry the
 * version each order was shown at; one changed since is refused with who changed it.
 */
export function FulfilmentPage({ staff, orders, filter, today, notice, errors = [] }: FulfilmentPageProps) {
  const requested = orders.filter((order) => order.status === 'requested');
  return (
    <OpsLayout title="カードの発送" staff={staff} section={{ href: '/fulfilment', itself: true }}>
      <PostOutcome refusedTitle="処理できませんでした" errors={errors} notice={notice} />
      <p>
        <a href={`/fulfilment/vendor-file?day=${today}`} download>
          本日（{today}）のカード会社向け発送ファイル（CSV）をダウンロード
        </a>
        <span className="hint">　印刷済みにした依頼が載ります。ダウンロードは監査ログに記録されます。</span>
      </p>
      <form method="get" action="/fulfilment" className="filters">
        <p className="field">
          <label htmlFor="status">状態</label>
          <select id="status" name="status" defaultValue={filter.status}>
            <option value="">未発送（受付済み・印刷済み）</option>
            {(Object.keys(FULFILMENT_STATUS_LABELS) as FulfilmentStatus[]).map((status) => (
              <option key={status} value={status}>
                {FULFILMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </p>
        <p className="field">
          <label htmlFor="kind">種類</label>
          <select id="kind" name="kind" defaultValue={filter.kind}>
            <option value="">すべて</option>
            {(Object.keys(FULFILMENT_KIND_LABELS) as FulfilmentKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {FULFILMENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <button type="submit">絞り込む</button>
        </p>
      </form>
      <p>{orders.length}件</p>
      {orders.length === 0 ? (
        <p>該当する依頼はありません。</p>
      ) : (
        <form method="post" action="/fulfilment/printed" id="print-form">
          <table>
            <caption className="visually-hidden">発送の依頼（古い順）</caption>
            <thead>
              <tr>
                <th scope="col">印刷</th>
                <th scope="col">番号</th>
                <th scope="col">種類</th>
                <th scope="col">お名前</th>
                <th scope="col">カード下4桁</th>
                <th scope="col">受付日時</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    {order.status === 'requested' ? (
                      <>
                        <input
                          type="checkbox"
                          id={`order-${order.id}`}
                          name={`order-${order.id}`}
                          value="on"
                          aria-label={`依頼${order.id}を印刷済みにする`}
                        />
                        <input type="hidden" name={`version-${order.id}`} value={String(order.version)} />
                      </>
                    ) : null}
                  </td>
                  <td>{order.id}</td>
                  <td>{order.kindLabel}</td>
                  <td>{order.familyMemberName ? `${order.memberName}（家族: ${order.familyMemberName}）` : order.memberName}</td>
                  <td>{order.card4no}</td>
                  <td>{tokyoDateTime(order.requestedAt)}</td>
                  <td>
                    {order.statusLabel}
                    {order.batchDay ? `（${order.batchDay}分）` : ''}
                  </td>
                  <td>
                    {order.status === 'printed' ? (
                      <button type="submit" form={`post-${order.id}`}>
                        発送済みにする
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {requested.length > 0 ? (
            <p>
              <button type="submit" className="primary">
                選んだ依頼を印刷済みにする
              </button>
            </p>
          ) : null}
        </form>
      )}
      {orders
        .filter((order) => order.status === 'printed')
        .map((order) => (
          <form key={order.id} id={`post-${order.id}`} method="post" action={`/fulfilment/${order.id}/posted`}>
            <input type="hidden" name="version" value={String(order.version)} />
          </form>
        ))}
    </OpsLayout>
  );
}
