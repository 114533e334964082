import type { StaffMember } from '../../operations/staffMembers';
import type { StepVersionRow } from '../../steps/stepVersions';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';
import { STATE_LABELS } from './StepEditPage';
import { ErrorSummary } from './ErrorSummary';

export interface StepVersionPageProps {
  readonly staff: StaffMember;
  readonly version: StepVersionRow;
  /** The texts this version changes, beside the live step's. */
  readonly changes: readonly { readonly what: string; readonly live: string; readonly draft: string }[];
  /** The preview on the service's own origin, drawn by the real renderer at a phone's width. */
  readonly previewUrl: string | null;
  readonly notice?: string;
  readonly refusal?: string;
}

/**
 * One saved version of a step (issue 55 items 3 and 4): its checks' problems, what it changes beside the live step,
 * its preview link; approval by another product staff member, then publication at once or at a time.
 */
export function StepVersionPage({ staff, version, changes, previewUrl, notice, refusal }: StepVersionPageProps) {
  const own = version.author === staff.subject;
  return (
    <OpsLayout title={`${version.step} 第${version.id}版`} staff={staff} section={{ href: '/steps', itself: false }}>
      <p>
        <a href={`/steps/${version.step}`}>このステップの編集へ戻る</a>
      </p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <ErrorSummary title="操作できませんでした">
          <p>{refusal}</p>
        </ErrorSummary>
      ) : null}
      <dl className="facts">
        <dt>状態</dt>
        <dd>{STATE_LABELS[version.state] ?? version.state}</dd>
        <dt>保存した人</dt>
        <dd>
          {version.author_name}（{tokyoDateTime(new Date(version.created_at))}）
        </dd>
        <dt>理由</dt>
        <dd>{version.note}</dd>
        {version.approved_by_name ? (
          <>
            <dt>承認した人</dt>
            <dd>
              {version.approved_by_name}
              {version.approved_at ? `（${tokyoDateTime(new Date(version.approved_at))}）` : ''}
            </dd>
          </>
        ) : null}
        {version.state === 'scheduled' && version.publish_at ? (
          <>
            <dt>公開予定</dt>
            <dd>{tokyoDateTime(new Date(version.publish_at))}</dd>
          </>
        ) : null}
        {version.refused_reason ? (
          <>
            <dt>公開できなかった理由</dt>
            <dd>{version.refused_reason}</dd>
          </>
        ) : null}
      </dl>
      {version.state === 'checking' ? (
        <div className="notice" role="status">
          <p>
            この版を確認しています（スキーマ、日本語のメッセージ、検証コード、例の回答、全経路）。申し込みのステップは数十秒から数分かかります。
          </p>
          <p>
            <a href={`/steps/versions/${version.id}`}>確認の結果を表示する</a>
          </p>
        </div>
      ) : version.problems.length > 0 ? (
        <section aria-labelledby="problems-title" className="error-summary">
          <h2 id="problems-title">確認で見つかった問題（{version.problems.length}件）</h2>
          <ul>
            {version.problems.map((problem) => (
              <li key={`${problem.field}-${problem.message}`}>
                {problem.field ? `${problem.field}：` : ''}
                {problem.message}
              </li>
            ))}
          </ul>
          <p>この版は承認・公開できません。編集画面で直して保存し直してください。</p>
        </section>
      ) : (
        <p>確認はすべて通りました（スキーマ、日本語のメッセージ、検証コード、例の回答、全経路）。</p>
      )}
      {previewUrl ? (
        <p>
          プレビュー（スマートフォンの幅で、実際の画面と同じ部品で表示します）：<a href={previewUrl}>{previewUrl}</a>
        </p>
      ) : null}
      <section aria-labelledby="changes-title">
        <h2 id="changes-title">公開中の版との違い</h2>
        {changes.length === 0 ? (
          <p>文言の違いはありません。</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">項目</th>
                <th scope="col">公開中</th>
                <th scope="col">この版</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.what}>
                  <th scope="row">{change.what}</th>
                  <td>{change.live}</td>
                  <td>{change.draft}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {version.state === 'draft' && version.problems.length === 0 ? (
        own ? (
          <p className="hint">ご自身が保存した版です。別の企画担当者に承認を依頼してください（プレビューのリンクを共有できます）。</p>
        ) : (
          <form method="post" action={`/steps/versions/${version.id}/approve`}>
            <button type="submit" className="primary">
              この版を承認する
            </button>
          </form>
        )
      ) : null}
      {version.state === 'approved' ? (
        <form method="post" action={`/steps/versions/${version.id}/publish`}>
          <p className="field">
            <label htmlFor="publishAt">
              公開日時 <span className="optional">任意</span>
            </label>
            <input id="publishAt" name="publishAt" type="datetime-local" aria-describedby="publishAt-hint" />
            <span id="publishAt-hint" className="hint">
              空欄ならすぐに公開します（日本時間）。予約した版は、その時刻にもう一度確認してから公開します。
            </span>
          </p>
          <p className="buttons">
            <button type="submit" className="primary">
              公開する
            </button>
          </p>
        </form>
      ) : null}
    </OpsLayout>
  );
}
