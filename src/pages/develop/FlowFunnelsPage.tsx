// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it (WCAG 2.1.1)
// biome-ignore-all lint/a11y/useSemanticElements: the scrolling region is a div with role=region, not a sectioning element in the outline
import { useCallback, useEffect, useState } from 'react';
import { usePageTitle } from '../../shell/usePageTitle';
import type { FlowFunnel } from '../../../api/flowFunnelAnswers';
import { bffCall } from '../sms/bffCall';
import '../sms/memberPages.css';
import './flowFunnels.css';

type Funnels =
  | { state: 'loading' }
  | { state: 'ready'; flows: readonly FlowFunnel[] }
  | { state: 'refused' }
  | { state: 'failed'; message: string };

/**
 * /develop/flows (issue 19): for product staff, per flow and step, how many runs reached the step, how many left
 * there, and the most frequent refusals by field and rule — counted by the server without any personal data. Flows
 * nobody has started yet are listed below the others, folded.
 */
export default function FlowFunnelsPage() {
  usePageTitle('お手続きごとの到達と離脱');
  const [funnels, setFunnels] = useState<Funnels>({ state: 'loading' });

  const load = useCallback(async () => {
    const answer = await bffCall<{ flows: FlowFunnel[] }>('/api/develop/flows');
    if (answer.ok) setFunnels({ state: 'ready', flows: answer.data.flows });
    else if (answer.status === 404) setFunnels({ state: 'refused' });
    else setFunnels({ state: 'failed', message: answer.message });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const used = funnels.state === 'ready' ? funnels.flows.filter((flow) => flow.started > 0) : [];
  const unused = funnels.state === 'ready' ? funnels.flows.filter((flow) => flow.started === 0) : [];
  return (
    <section aria-labelledby="funnels-heading" className="flow-funnels">
      <h1 id="funnels-heading" tabIndex={-1}>
        お手続きごとの到達と離脱
      </h1>
      <p>
        ステップごとに、表示された回数、たどり着いたお手続きの数、そこで止まったお手続きの数、入力エラーの多い項目です。入力された値や会員の情報は記録していません。
      </p>
      {funnels.state === 'loading' && <p role="status">読み込んでいます…</p>}
      {funnels.state === 'refused' && <p role="alert">本番環境では表示できません。</p>}
      {funnels.state === 'failed' && <p role="alert">{funnels.message}</p>}
      {used.map((flow) => (
        <section key={flow.flowId} className="panel" aria-labelledby={`funnel-${flow.flowId}`} data-flow={flow.flowId}>
          <h2 id={`funnel-${flow.flowId}`}>{flow.flowId}</h2>
          <p>
            開始 {flow.started}件・完了 {flow.completed}件
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`${flow.flowId} のステップ別の件数`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">ステップ</th>
                  <th scope="col">表示</th>
                  <th scope="col">到達</th>
                  <th scope="col">離脱</th>
                  <th scope="col">入力エラー</th>
                </tr>
              </thead>
              <tbody>
                {flow.steps.map((step) => (
                  <tr key={step.step} data-step={step.step}>
                    <th scope="row">{step.step}</th>
                    <td>{step.views}</td>
                    <td>{step.reached}</td>
                    <td data-testid={`left-${flow.flowId}-${step.step}`}>{step.leftHere}</td>
                    <td>{step.refusals}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {flow.steps.some((step) => step.topErrors.length > 0) && (
            <>
              <h3>よくある入力エラー</h3>
              <ul>
                {flow.steps.flatMap((step) =>
                  step.topErrors.map((error) => (
                    <li key={`${step.step}-${error.field}-${error.rule}`} data-testid={`error-${flow.flowId}-${step.step}-${error.field}`}>
                      {step.step} の {error.field}（{error.rule}）: {error.count}件
                    </li>
                  )),
                )}
              </ul>
            </>
          )}
        </section>
      ))}
      {unused.length > 0 && (
        <details className="panel">
          <summary>まだ開始されていないお手続き（{unused.length}件）</summary>
          <p>{unused.map((flow) => flow.flowId).join('、')}</p>
        </details>
      )}
      <button type="button" className="button button--secondary button--block" onClick={() => void load()}>
        最新の状態に更新する
      </button>
    </section>
  );
}
