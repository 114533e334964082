import { Link, useLocation, useSearchParams } from 'react-router';
import { cashingSimulationSchemas, cashingSimulationValidators } from '../../../schemas/generated/cashingSimulation';
import { normaliseAnswers, stepProperties } from '../../../schemas/stepForm';
import { amountDigits } from '../../../validators/normalisers';
import { formatYen } from '../../../validators/money';
import { basisPointsOf, repaymentSchedule } from '../../../validators/repaymentSchedule';
import { usePageTitle } from '../../shell/usePageTitle';
import { BalanceChart } from './BalanceChart';
import { SIMULATION_FIELDS } from './fields';
import { simulationMessages as text } from './messages';
import { simulationAt } from './simulations';
import './simulation.css';

/**
 * SPEC 2.4 /cashing/simulation/result (and /result/old): the schedule of the answers in the URL, checked again by
 * the step's own validator (a URL can be typed by hand), computed by the one schedule module.
 */
export default function CashingSimulationResultPage() {
  usePageTitle(text.resultTitle);
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const simulation = simulationAt(pathname);
  const { words } = simulation;
  const schema = cashingSimulationSchemas[simulation.step];
  // The conditions are named as the step labelled them.
  const labels = Object.fromEntries(Object.entries(stepProperties(schema)).map(([field, property]) => [field, String(property.title)]));
  const given = Object.fromEntries(SIMULATION_FIELDS.map((field) => [field, query.get(field) ?? '']));
  const answers = normaliseAnswers(schema, given);
  const valid = cashingSimulationValidators[simulation.step](answers);
  const principal = Number(answers['usage']);
  const rate = basisPointsOf(amountDigits(answers['annualRate'])) ?? 0;
  const payment = Number(answers['monthlyPayment']);
  const schedule = valid ? repaymentSchedule({ principal, annualRateBasisPoints: rate, monthlyPayment: payment }) : null;
  const againPath = `${simulation.input}?${new URLSearchParams(given).toString()}`;
  return (
    <div className="simulation-result">
      <h1 tabIndex={-1}>{text.resultTitle}</h1>
      {schedule?.kind === 'repaid' ? (
        <>
          <dl className="summary-list">
            <div>
              <dt>{words.months}</dt>
              <dd className="summary-list__amount" data-testid="months">
                {text.monthsValue(schedule.months)}
              </dd>
            </div>
            <div>
              <dt>{words.totalPayment}</dt>
              <dd className="summary-list__amount" data-testid="total-payment">
                {formatYen(schedule.totalPayment)}
              </dd>
            </div>
            <div>
              <dt>{words.totalInterest}</dt>
              <dd className="summary-list__amount" data-testid="total-interest">
                {formatYen(schedule.totalInterest)}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="conditions-heading" className="panel">
            <h2 id="conditions-heading">{text.conditions}</h2>
            <dl className="summary-list">
              <div>
                <dt>{labels['usage']}</dt>
                <dd>{formatYen(principal)}</dd>
              </div>
              <div>
                <dt>{labels['annualRate']}</dt>
                <dd>{`${String(answers['annualRate'])}%`}</dd>
              </div>
              <div>
                <dt>{labels['monthlyPayment']}</dt>
                <dd>{formatYen(payment)}</dd>
              </div>
            </dl>
          </section>
          <BalanceChart principal={principal} rows={schedule.rows} words={words} />
          <p className="simulation-result__note">{words.note}</p>
          {simulation.back ? null : <p className="simulation-result__note">{text.apply}</p>}
        </>
      ) : (
        <p role="alert" className="notice notice--error">
          {text.invalid}
        </p>
      )}
      <Link className="button button--secondary button--block" to={againPath}>
        {text.again}
      </Link>
      {simulation.back ? (
        <p className="panel">
          <Link to={simulation.back.to}>{simulation.back.label}</Link>
        </p>
      ) : null}
    </div>
  );
}
