import { useState } from 'react';
import { formatYen } from '../../../validators/money';
import { instalmentSchedule } from '../../../validators/repaymentSchedule';
import { BalanceChart } from '../../pages/cashingSimulation/BalanceChart';
import { purchaseWords } from '../../pages/cashingSimulation/messages';
import { scheduleMessages as text } from '../../pages/cardPlans/messages';
import { usePageTitle } from '../../shell/usePageTitle';
import { flowMessages } from '../messages';
import { StepProgress } from '../StepProgress';
import type { FlowPageProps } from './flowPageProps';
import { schemaOf, textOf, withFacts } from './schemaOf';
import '../../pages/cashingSimulation/simulation.css';

/**
 * The `schedule` page: a simulation's result inside a flow (post-installment's simulation-result). The figures are
 * the server's facts (`schedulePrincipal`, `scheduleRate`, `scheduleCount`), drawn as a schedule by the same module
 * the server's confirm page and completion use; 「この内容で進む」 saves the step (it asks nothing) and goes on.
 */
export default function SchedulePage({ view, step, form, save, back, notice }: FlowPageProps) {
  const schema = withFacts(schemaOf(form, step.schema).schema ?? {}, view.facts);
  const title = textOf(schema['title']);
  usePageTitle(title);
  const [sending, setSending] = useState(false);
  const principal = Number(view.facts['schedulePrincipal']);
  const rate = Number(view.facts['scheduleRate']);
  const count = Number(view.facts['scheduleCount']);
  const ready = [principal, rate, count].every((value) => Number.isSafeInteger(value) && value > 0);
  const schedule = ready ? instalmentSchedule(principal, rate, count) : null;
  return (
    <div className="step">
      {notice}
      {back}
      {step.position ? <StepProgress n={step.position.n} m={step.position.m} /> : null}
      <h1 tabIndex={-1}>{title}</h1>
      {textOf(schema['description']) && <p className="step__lead">{textOf(schema['description'])}</p>}
      {schedule ? (
        <>
          <dl className="summary-list" aria-label={text.summary}>
            <div>
              <dt>{text.count}</dt>
              <dd data-testid="schedule-count">{`${schedule.months}回`}</dd>
            </div>
            <div>
              <dt>{text.first}</dt>
              <dd className="summary-list__amount" data-testid="schedule-payment">
                {formatYen(schedule.rows[0]?.payment ?? 0)}
              </dd>
            </div>
            <div>
              <dt>{text.last}</dt>
              <dd>{formatYen(schedule.rows.at(-1)?.payment ?? 0)}</dd>
            </div>
            <div>
              <dt>{text.fee}</dt>
              <dd data-testid="schedule-fee">{formatYen(schedule.totalInterest)}</dd>
            </div>
            <div>
              <dt>{text.total}</dt>
              <dd>{formatYen(schedule.totalPayment)}</dd>
            </div>
          </dl>
          <BalanceChart principal={principal} rows={schedule.rows} words={purchaseWords} />
          <button
            type="button"
            className="button button--primary button--block"
            disabled={sending}
            onClick={() => {
              setSending(true);
              void save({}).finally(() => setSending(false));
            }}
          >
            {sending ? flowMessages.submitting : text.next}
          </button>
        </>
      ) : (
        <p role="alert" className="notice notice--error">
          {text.unavailable}
        </p>
      )}
    </div>
  );
}
