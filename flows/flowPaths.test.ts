import { describe, expect, it } from 'vitest';
import { applyMachine } from './apply';
import { bankMachine } from './bank';
import { applyEvents } from './testing/applyEvents';
import { bankApplicant } from './testing/bankAnswers';
import { bankEvents } from './testing/bankEvents';
import { countPaths, coveringWalks, deadEnds, exploreFlow, machineTransitions, takenTransitions, type FlowModel } from './testing/flowGraph';

/**
 * Every flow machine explored over its test answers (flows/testing): every path from the start ends in a final
 * state, every state and every transition the machine declares is reached, and a few walks cover all transitions
 * (the API walk in server/apply/applyPaths.test.ts takes those walks through the real server).
 */
const flows: readonly (readonly [string, FlowModel])[] = [
  ['apply', { machine: applyMachine, events: applyEvents }],
  ['bank', { machine: bankMachine, events: bankEvents, input: bankApplicant }],
];

describe.each(flows)('the %s machine, every path', (_name, model) => {
  const graph = exploreFlow(model);

  it('has no dead end: every path from the start ends in a final state', () => {
    expect(deadEnds(graph).map((node) => node.state)).toEqual([]);
    expect(countPaths(graph)).toBeGreaterThan(1);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set([...graph.nodes.values()].map((node) => node.state));
    expect([...reached].sort()).toEqual(Object.keys(model.machine.states).sort());
  });

  it('takes every transition the machine declares, each guarded branch included', () => {
    expect([...takenTransitions(graph)].sort()).toEqual(machineTransitions(model.machine).sort());
  });

  it('has a few walks from start to end that together take every transition', () => {
    const walks = coveringWalks(graph, model.machine);
    expect(new Set(walks.flatMap((walk) => walk.transitions))).toEqual(new Set(machineTransitions(model.machine)));
    expect(walks.length).toBeLessThanOrEqual(machineTransitions(model.machine).length);
    for (const walk of walks) expect(model.machine.states[walk.result]?.type).toBe('final');
  });
});

describe('the bank machine, the small-transfer rule (SPEC 4)', () => {
  const graph = exploreFlow(flows[1]![1]);
  const shapes = new Set(
    coveringWalks(graph, bankMachine).map((walk) => walk.steps.map((step) => step.state).join(' > ')),
  );

  it('skips the transfer step for an account in the applicant\'s name and asks for it otherwise', () => {
    expect(shapes).toEqual(new Set(['bankList > bankDetail', 'bankList > bankDetail > bankTransfer']));
  });
});
