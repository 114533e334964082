import { AUDIT_ACTION_LABELS, type AuditAction } from '../../audit/auditActions';
import type { StaffMember } from '../../operations/staffMembers';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';
import { PostOutcome } from './ErrorSummary';

export interface AuditRow {
  readonly id: number;
  readonly at: Date;
  /** Who, what and on which record, as an auditor reads them (names, not ids or codes). */
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  /** Each detail as its name and its value. */
  readonly detail: readonly (readonly [string, string])[];
}

export interface AuditFilters {
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  readonly from: string;
  readonly to: string;
}

export interface AuditPageProps {
  readonly staff: StaffMember;
  readonly rows: readonly AuditRow[];
  readonly filters: AuditFilters;
  /** The id to continue from (older entries), when there are more. */
  readonly olderThan: number | null;
  readonly errors: readonly string[];
}

/** The audit log for auditors: newest first, filtered by who, what, on which record and when; read only. */
export function AuditPage({ staff, rows, filters, olderThan, errors }: AuditPageProps) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  if (olderThan !== null) query.set('before', String(olderThan));
  return (
    <OpsLayout title="監査ログ" staff={staff} section={{ href: '/audit', itself: true }}>
      <PostOutcome refusedTitle="検索できませんでした" errors={errors} />
      <form method="get" action="/audit" className="filters">
        <p className="field">
          <label htmlFor="actor">実行者</label>
          <input id="actor" name="actor" type="text" defaultValue={filters.actor} />
        </p>
        <p className="field">
          <label htmlFor="action">操作</label>
          <select id="action" name="action" defaultValue={filters.action}>
            <option value="">すべての操作</option>
            {(Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][]).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </p>
        <p className="field">
          <label htmlFor="subject">対象（番号）</label>
          <input id="subject" name="subject" type="text" defaultValue={filters.subject} />
        </p>
        <p className="field">
          <label htmlFor="from">開始日</label>
          <input id="from" name="from" type="date" defaultValue={filters.from} />
        </p>
        <p className="field">
          <label htmlFor="to">終了日</label>
          <input id="to" name="to" type="date" defaultValue={filters.to} />
        </p>
        <p>
          <button type="submit">絞り込む</button>
        </p>
      </form>
      <table>
        <caption className="visually-hidden">監査ログ（新しい順）</caption>
        <thead>
          <tr>
            <th scope="col">日時</th>
            <th scope="col">実行者</th>
            <th scope="col">操作</th>
            <th scope="col">対象</th>
            <th scope="col">内容</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{tokyoDateTime(row.at, 'second')}</td>
              <td>{row.actor}</td>
              <td>{row.action}</td>
              <td>{row.subject}</td>
              <td>
                {row.detail.length > 0 ? (
                  <ul className="audit-detail">
                    {row.detail.map(([name, value]) => (
                      <li key={name}>
                        {name}：{value}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p>該当する記録はありません。</p> : null}
      {olderThan !== null ? (
        <p>
          <a href={`/audit?${query.toString()}`}>さらに古い記録</a>
        </p>
      ) : null}
    </OpsLayout>
  );
}
