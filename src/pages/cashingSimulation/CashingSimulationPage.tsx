import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  cashingSimulationConditions,
  cashingSimulationSchemas,
  cashingSimulationValidators,
} from '../../../schemas/generated/cashingSimulation';
import { StepPage, type SaveResult } from '../../flow/StepPage';
import type { StepSchema } from '../../flow/types';
import { usePageTitle } from '../../shell/usePageTitle';
import { SIMULATION_FIELDS } from './fields';
import { simulationMessages as text } from './messages';
import { simulationAt, type Simulation } from './simulations';

/** The place's step, with the place's lead where it has one (simulations.ts); the rules are the step's own. */
function schemaFor(simulation: Simulation): StepSchema {
  const written = cashingSimulationSchemas[simulation.step] as StepSchema;
  return simulation.description ? { ...written, description: simulation.description } : written;
}

const noZip = async () => [];

/**
 * SPEC 2.4 /cashing/simulation (and the old /cashing/simulation/old): the simulation's one step, drawn from its
 * schema by the same renderer and rules as every flow step; no login, nothing saved. 計算する opens the result with
 * the answers in its URL, so the result can be reloaded, shared or bookmarked; 条件を変えて計算する comes back with them.
 */
export default function CashingSimulationPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const simulation = simulationAt(pathname);
  const schema = useMemo(() => schemaFor(simulation), [simulation]);
  usePageTitle(String(schema.title));
  const [query] = useSearchParams();
  // Our own rate for the service (SPEC 2.4 shows none): the simulation starts from it; a visitor may compare another.
  const answers = Object.fromEntries(
    SIMULATION_FIELDS.map((field) => [field, query.get(field) ?? (field === 'annualRate' ? simulation.rate : undefined)]).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const onSave = async (given: Record<string, unknown>): Promise<SaveResult> => {
    const search = new URLSearchParams(SIMULATION_FIELDS.map((field) => [field, String(given[field] ?? '')]));
    navigate(`${simulation.result}?${search.toString()}`);
    return { ok: true };
  };
  return (
    <StepPage
      schema={schema}
      validate={cashingSimulationValidators[simulation.step]}
      conditions={cashingSimulationConditions}
      answers={answers}
      onSave={onSave}
      lookupZip={noZip}
      submitLabel={text.submit}
    />
  );
}
