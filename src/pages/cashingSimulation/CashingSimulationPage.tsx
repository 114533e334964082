import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cashingSimulationConditions, cashingSimulationSchemas, cashingSimulationValidators } from '../../../schemas/cashingSimulationForm';
import { StepPage, type SaveResult } from '../../flow/StepPage';
import type { StepSchema } from '../../flow/types';
import { usePageTitle } from '../../shell/usePageTitle';
import { SIMULATION_FIELDS } from './fields';
import { simulationMessages as text } from './messages';

const schema = cashingSimulationSchemas.input as StepSchema;
/** Our own cash advance's rate (SPEC 2.4 shows none): the simulation starts from it; a visitor may compare another. */
const OUR_ANNUAL_RATE = '18.0';

const noZip = async () => [];

/**
 * SPEC 2.4 /cashing/simulation (and the old /cashing/simulation/old): the simulation's one step, drawn from its
 * schema by the same renderer and rules as every flow step; no login, nothing saved. 計算する opens the result with
 * the answers in its URL, so the result can be reloaded, shared or bookmarked; 条件を変えて計算する comes back with them.
 */
export default function CashingSimulationPage() {
  usePageTitle(String(schema.title));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const answers = Object.fromEntries(SIMULATION_FIELDS.map((field) => [field, query.get(field) ?? (field === 'annualRate' ? OUR_ANNUAL_RATE : undefined)]).filter(([, value]) => value !== undefined));
  const onSave = async (given: Record<string, unknown>): Promise<SaveResult> => {
    const search = new URLSearchParams(SIMULATION_FIELDS.map((field) => [field, String(given[field] ?? '')]));
    navigate(`${pathname.endsWith('/old') ? '/cashing/simulation/result/old' : '/cashing/simulation/result'}?${search.toString()}`);
    return { ok: true };
  };
  return (
    <StepPage
      schema={schema}
      validate={cashingSimulationValidators.input}
      conditions={cashingSimulationConditions}
      answers={answers}
      onSave={onSave}
      lookupZip={noZip}
      submitLabel={text.submit}
    />
  );
}
