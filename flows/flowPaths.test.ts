import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bankMachine } from './bank';
import { balanceRaiseMachine } from './balanceRaise';
import { registeredFlows } from './testing/flowDefinitions';
import { exampleEvents } from './testing/flowEvents';
import {
  countPaths,
  coveringWalks,
  deadEnds,
  exploreFlow,
  machineTransitions,
  takenTransitions,
  type FlowModel,
} from './testing/flowGraph';

/**
 * Every registered flow explored over its examples (`examples` in flows/<id>.ts), once per machine input that opens a
 * route: every path from the start ends in a final state, and over its inputs each machine reaches every state and
 * takes every transition it declares. A few walks per input cover what that input can take (the API walk in
 * server/apply/applyPaths.test.ts takes them through the real server). The models come from the registry: a flow
 * file without examples fails here.
 */
const flows = await registeredFlows();

const models: readonly (readonly [string, FlowModel])[] = flows.flatMap(({ id, flow, examples }) =>
  Object.entries(examples?.inputs ?? {}).map(
    ([label, input]) =>
      [label ? `${id} (${label})` : id, { machine: flow.machine, events: exampleEvents(flow, examples!, input), input }] as const,
  ),
);

describe('the path walks', () => {
  it.each(flows.map(({ id, examples }) => [id, examples] as const))(
    'walk the %s flow: its file exports examples with an input',
    (_id, examples) => {
      expect(examples).toBeDefined();
      expect(Object.keys(examples?.inputs ?? {}).length).toBeGreaterThan(0);
      expect(Object.keys(examples?.answers ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('walk every registered flow', () => {
    expect([...new Set(models.map(([, model]) => model.machine.id))].sort()).toEqual(flows.map(({ id }) => id).sort());
  });
});

const explored = models.map(([name, model]) => ({ name, model, graph: exploreFlow(model) }));

describe.each(explored)('the $name machine, every path', ({ model, graph }) => {
  it('has no dead end: every path from the start ends in a final state', () => {
    expect(deadEnds(graph).map((node) => node.state)).toEqual([]);
    // At least the one path: a consent step (the lump sum) has one answer, so its flow has one path.
    expect(countPaths(graph)).toBeGreaterThan(0);
  });

  it('has a few walks from start to end that together take every transition this input can take', () => {
    const walks = coveringWalks(graph, model.machine);
    expect(new Set(walks.flatMap((walk) => walk.transitions))).toEqual(takenTransitions(graph));
    expect(walks.length).toBeLessThanOrEqual(machineTransitions(model.machine).length);
    for (const walk of walks) expect(model.machine.states[walk.result]?.type).toBe('final');
    // The apply graph (ten family members deep) takes seconds to cover on a loaded two-core machine.
  }, 60_000);
});

const machines = [...new Set(models.map(([, model]) => model.machine))];

describe.each(machines.map((machine: AnyStateMachine) => [machine.id, machine] as const))(
  'the %s machine over all its inputs',
  (_id, machine) => {
    const graphs = explored.filter((entry) => entry.model.machine === machine).map((entry) => entry.graph);

    it('reaches every state of the machine', () => {
      const reached = new Set(graphs.flatMap((graph) => [...graph.nodes.values()].map((node) => node.state)));
      expect([...reached].sort()).toEqual(Object.keys(machine.states).sort());
    });

    it('takes every transition the machine declares, each guarded branch included', () => {
      const taken = new Set(graphs.flatMap((graph) => [...takenTransitions(graph)]));
      expect([...taken].sort()).toEqual(machineTransitions(machine).sort());
    });
  },
);

describe('the bank machine, the small-transfer rule (SPEC 4)', () => {
  const bank = explored.find((entry) => entry.name === 'bank')!;
  const shapes = new Set(coveringWalks(bank.graph, bankMachine).map((walk) => walk.steps.map((step) => step.state).join(' > ')));

  it("skips the transfer step for an account in the applicant's name and asks for it otherwise", () => {
    expect(shapes).toEqual(new Set(['bankList > bankDetail', 'bankList > bankDetail > bankTransfer']));
  });
});

describe('the cashingLimit machine, a lower limit at once and a higher one examined', () => {
  const limit = explored.find((entry) => entry.name === 'cashingLimit')!;

  it('ends in both results', () => {
    expect(new Set(coveringWalks(limit.graph, limit.model.machine).map((walk) => walk.result))).toEqual(
      new Set(['complete', 'underReview']),
    );
  });
});

describe('the balanceRaise machine, complete or under review (SPEC 9: a wished limit above 100万円, or other borrowing)', () => {
  const raise = explored.find((entry) => entry.name === 'balanceRaise (regular card)')!;
  const walks = coveringWalks(raise.graph, balanceRaiseMachine);

  it('asks the licence number only of a licence holder and the loan amounts only of a borrower', () => {
    const shapes = new Set(walks.map((walk) => walk.steps.map((step) => step.state).join(' > ')));
    for (const shape of shapes) {
      expect(shape.startsWith('purpose > amountSelect > companyInput > licenseSelect')).toBe(true);
      expect(shape.endsWith('confirm')).toBe(true);
    }
    expect([...shapes].some((shape) => shape.includes('licenseInput'))).toBe(true);
    expect([...shapes].some((shape) => !shape.includes('licenseInput'))).toBe(true);
    expect([...shapes].some((shape) => shape.includes('loanInput'))).toBe(true);
  });

  it('ends in both results', () => {
    expect(new Set(walks.map((walk) => walk.result))).toEqual(new Set(['complete', 'underReview']));
  });
});
