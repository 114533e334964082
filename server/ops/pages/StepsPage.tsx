import type { StaffMember } from '../../operations/staffMembers';
import type { StepDrift } from '../../plugins/app/liveSteps';
import { OpsLayout } from './OpsLayout';

export interface StepListFlow {
  readonly id: string;
  readonly steps: readonly { readonly id: string; readonly title: string; readonly liveVersion: number | null; readonly pending: number }[];
}

export interface StepsPageProps {
  readonly staff: StaffMember;
  readonly flows: readonly StepListFlow[];
  readonly drift: readonly StepDrift[];
}

/**
 * Every flow's steps in its machine's order (issue 55), each with its live version (none: the repo's file) and the
 * versions waiting for approval or publication; the deploys that changed a step with a live version.
 */
export function StepsPage({ staff, flows, drift }: StepsPageProps) {
  return (
    <OpsLayout title="ステップの文言と質問" staff={staff} section={{ href: '/steps', itself: true }}>
      <p>
        お手続きの画面（ステップ）の見出し・説明・ラベル・ヒント・メッセージ・選択肢の見出しと並び順、項目の並び順、任意の項目の表示、質問の追加を変更できます。保存した版は別の企画担当者の承認のあとで公開します。
      </p>
      {drift.length > 0 ? (
        <div className="error-summary" role="alert">
          <h2>リポジトリのファイルとの違い（{drift.length}件）</h2>
          <ul>
            {drift.map((found) => (
              <li key={found.step}>
                <a href={`/steps/${found.step}`}>{found.step}</a>：{found.reason}
                {found.kept ? '公開中の版をそのまま使っています。' : 'リポジトリのファイルを表示しています。'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {flows.map((flow) => (
        <section key={flow.id} aria-labelledby={`flow-${flow.id}`}>
          <h2 id={`flow-${flow.id}`}>{flow.id}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">ステップ</th>
                <th scope="col">ファイル</th>
                <th scope="col">公開中</th>
                <th scope="col">承認・公開待ち</th>
              </tr>
            </thead>
            <tbody>
              {flow.steps.map((step) => (
                <tr key={step.id}>
                  <th scope="row">
                    <a href={`/steps/${step.id}`}>{step.title}</a>
                  </th>
                  <td>
                    <code>schemas/{step.id}.json</code>
                  </td>
                  <td>{step.liveVersion === null ? 'リポジトリのファイル' : `第${step.liveVersion}版`}</td>
                  <td>{step.pending === 0 ? 'なし' : `${step.pending}件`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </OpsLayout>
  );
}
