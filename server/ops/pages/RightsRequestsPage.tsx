import { RIGHTS_REQUEST_KIND_LABELS } from '../../disclosure/disclosureMessages';
import type { RightsRequest } from '../../disclosure/rightsRequests';
import type { StaffMember } from '../../operations/staffMembers';
import { PostOutcome } from './ErrorSummary';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';

const DECISION_LABELS = { approved: '承認', declined: 'お断り' } as const;
const section = { href: '/rights-requests', itself: false };

/** The requests to correct or to stop using data (APPI 第34条, 第35条): the open ones first, then the latest decided. */
export function RightsRequestsPage({ staff, requests }: { readonly staff: StaffMember; readonly requests: readonly RightsRequest[] }) {
  return (
    <OpsLayout title="訂正・利用停止のご請求" staff={staff} section={{ ...section, itself: true }}>
      <p>
        請求は「個人データのご請求（郵送・電話）」で会員を探して登録します。登録した担当者とは別の審査責任者が決定し、会員に結果をメールでお知らせします。
      </p>
      {requests.length === 0 ? (
        <p>ご請求はありません。</p>
      ) : (
        <table>
          <caption className="visually-hidden">訂正・利用停止のご請求（未決定が先）</caption>
          <thead>
            <tr>
              <th scope="col">受付</th>
              <th scope="col">会員</th>
              <th scope="col">種類</th>
              <th scope="col">登録した担当者</th>
              <th scope="col">結果</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id}>
                <td>
                  <a href={`/rights-requests/${request.id}`}>{tokyoDateTime(request.filedAt)}</a>
                </td>
                <td>{request.memberName}</td>
                <td>{RIGHTS_REQUEST_KIND_LABELS[request.kind]}</td>
                <td>{request.filedByName}</td>
                <td>{request.decision ? `${DECISION_LABELS[request.decision]}（${request.decidedByName ?? ''}）` : '未決定'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OpsLayout>
  );
}

export interface RightsRequestPageProps {
  readonly staff: StaffMember;
  readonly request: RightsRequest;
  readonly notice?: string;
  readonly errors?: readonly string[];
  readonly given?: { readonly decision?: string; readonly note?: string };
}

/**
 * One request and its decision. The form is for a supervisor who did not file it; the one who filed it reads why not,
 * as the server would refuse them anyway (four eyes).
 */
export function RightsRequestPage({ staff, request, notice, errors = [], given = {} }: RightsRequestPageProps) {
  const decides = staff.roles.includes('supervisor') && request.filedBy !== staff.subject && request.decision === null;
  return (
    <OpsLayout title={`${RIGHTS_REQUEST_KIND_LABELS[request.kind]}のご請求`} staff={staff} section={section}>
      <PostOutcome refusedTitle="決定できませんでした" errors={errors} notice={notice} />
      <dl className="case-summary">
        <dt>会員</dt>
        <dd>{request.memberName}</dd>
        <dt>受付番号</dt>
        <dd>{request.letterReference}</dd>
        <dt>登録</dt>
        <dd>
          {tokyoDateTime(request.filedAt)}（{request.filedByName}）
        </dd>
        <dt>請求の内容</dt>
        <dd className="request-text">{request.requestText}</dd>
        <dt>結果</dt>
        <dd>
          {request.decision
            ? `${DECISION_LABELS[request.decision]}（${request.decidedByName ?? ''}、${request.decidedAt ? tokyoDateTime(request.decidedAt) : ''}）`
            : '未決定'}
        </dd>
        {request.decisionNote ? (
          <>
            <dt>会員へのお知らせ</dt>
            <dd>{request.decisionNote}</dd>
          </>
        ) : null}
      </dl>
      {decides ? (
        <form method="post" action={`/rights-requests/${request.id}/decision`}>
          <fieldset>
            <legend>
              決定 <span className="required">必須</span>
            </legend>
            {(['approved', 'declined'] as const).map((decision) => (
              <p key={decision} className="check">
                <label>
                  <input type="radio" name="decision" value={decision} defaultChecked={given.decision === decision} />{' '}
                  {decision === 'approved' ? 'ご請求のとおり対応する（承認）' : 'ご請求のとおりには対応しない（お断り）'}
                </label>
              </p>
            ))}
          </fieldset>
          <p className="field">
            <label htmlFor="note">
              会員へのお知らせ <span className="optional">お断りのときは必須</span>
            </label>
            <span className="hint">結果のメールにそのまま載ります。</span>
            <textarea id="note" name="note" rows={3} maxLength={500} defaultValue={given.note ?? ''} />
          </p>
          <p>
            <button type="submit" className="primary">
              決定する
            </button>
          </p>
        </form>
      ) : request.decision === null ? (
        <p>
          {request.filedBy === staff.subject
            ? 'ご自身が登録したご請求のため、別の審査責任者が決定します。'
            : '決定は審査責任者が行います。'}
        </p>
      ) : null}
      <p>
        <a href="/rights-requests">ご請求の一覧へ</a>
      </p>
    </OpsLayout>
  );
}
