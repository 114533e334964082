import type { FlowFunnel } from '../../../api/flowFunnelAnswers';
import type { StaffMember } from '../../operations/staffMembers';
import { OpsLayout } from './OpsLayout';

/** A flow as product staff know it: its id and the heading of its first step (two flows may open alike). */
export interface FunnelFlow {
  readonly id: string;
  readonly firstStep: string;
}

/** What a step and a refused field are called on the screens people saw. */
export interface FunnelLabels {
  readonly stepTitle: (step: string) => string;
  readonly fieldTitle: (step: string, field: string) => string;
}

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);
const count = (value: number): string => value.toLocaleString('ja-JP');

export interface FunnelsPageProps {
  readonly staff: StaffMember;
  readonly flows: readonly (FunnelFlow & { readonly started: number; readonly completed: number })[];
}

/**
 * Issue 56 item 7: every flow's starts and completions, from the step records that name no person (the flow journal,
 * server/flows/flowJournal.ts), for product staff in production.
 */
export function FunnelsPage({ staff, flows }: FunnelsPageProps) {
  return (
    <OpsLayout title="お手続きの利用状況" staff={staff} section={{ href: '/funnels', itself: true }}>
      <p>
        お手続きごとに、始めた人数と完了した人数です。お手続きを選ぶと、ステップごとの到達・離脱と入力エラーの内訳を表示します。個人を特定する情報は含みません。
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">お手続き</th>
            <th scope="col">最初の画面</th>
            <th scope="col">開始</th>
            <th scope="col">完了</th>
            <th scope="col">完了率</th>
          </tr>
        </thead>
        <tbody>
          {flows.map((flow) => (
            <tr key={flow.id}>
              <th scope="row">
                <a href={`/funnels/${flow.id}`}>{flow.id}</a>
              </th>
              <td>{flow.firstStep}</td>
              <td>{count(flow.started)}人</td>
              <td>{count(flow.completed)}人</td>
              <td>{percent(flow.completed, flow.started)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </OpsLayout>
  );
}

export interface FlowFunnelPageProps {
  readonly staff: StaffMember;
  readonly flow: FunnelFlow;
  readonly funnel: FlowFunnel;
  readonly labels: FunnelLabels;
}

/** One flow step by step: who reached it, who left there, and which fields refused them by which rule. */
export function FlowFunnelPage({ staff, flow, funnel, labels }: FlowFunnelPageProps) {
  return (
    <OpsLayout title={`${flow.id}（${flow.firstStep}）の利用状況`} staff={staff} section={{ href: '/funnels', itself: false }}>
      <p>
        開始 {count(funnel.started)}人、完了 {count(funnel.completed)}人（{percent(funnel.completed, funnel.started)}）。
        「離脱」は、そのステップを最後に完了しなかった人数です。
      </p>
      <table>
        <caption>ステップごとの到達・離脱・入力エラー</caption>
        <thead>
          <tr>
            <th scope="col">ステップ</th>
            <th scope="col">表示回数</th>
            <th scope="col">到達</th>
            <th scope="col">離脱</th>
            <th scope="col">入力エラー</th>
            <th scope="col">多い入力エラー（項目・ルール・件数）</th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.step}>
              <th scope="row">
                {labels.stepTitle(step.step)} <code>{step.step}</code>
              </th>
              <td>{count(step.views)}回</td>
              <td>{count(step.reached)}人</td>
              <td>
                {count(step.leftHere)}人（{percent(step.leftHere, step.reached)}）
              </td>
              <td>{count(step.refusals)}件</td>
              <td>
                {step.topErrors.length === 0 ? (
                  'なし'
                ) : (
                  <ul>
                    {step.topErrors.map((error) => (
                      <li key={`${error.field}/${error.rule}`}>
                        {labels.fieldTitle(step.step, error.field)}・<code>{error.rule}</code>・{count(error.count)}件
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href="/funnels">お手続きの一覧へ</a>
      </p>
    </OpsLayout>
  );
}
