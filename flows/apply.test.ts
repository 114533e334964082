import { getAdjacencyMap, getSimplePaths, type AdjacencyValue } from '@xstate/graph';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { applyMachine, type ApplyEvent } from './apply';
import { applyInputs, employeeAnswers } from './testing/applyAnswers';
import { applyEvents, everyStateEvents } from './testing/applyEvents';

const serializeState = (snapshot: AnyMachineSnapshot): string => JSON.stringify({ value: snapshot.value, context: snapshot.context });

function run(events: readonly ApplyEvent[]): string {
  const actor = createActor(applyMachine, { input: {} }).start();
  for (const event of events) actor.send(event);
  return String(actor.getSnapshot().value);
}

const next = (answers: Readonly<Record<string, unknown>>): ApplyEvent => ({ type: 'step.next', answers });
const upTo = (last: keyof typeof employeeAnswers, override: Partial<Record<keyof typeof employeeAnswers, Readonly<Record<string, unknown>>>> = {}): ApplyEvent[] => {
  const events: ApplyEvent[] = [];
  for (const [step, answers] of Object.entries(employeeAnswers)) {
    events.push(next(override[step as keyof typeof employeeAnswers] ?? answers));
    if (step === last) break;
  }
  return events;
};

describe('apply machine', () => {
  it('walks the main path of an employee with a licence to complete', () => {
    expect(run([...upTo('familyCardSelect'), { type: 'application.submit' }])).toBe('complete');
  });

  it('asks the workplace of the employed only', () => {
    expect(run(upTo('income'))).toBe('workplace');
    expect(run(upTo('income', { profession: { jobCode: '07' } }))).toBe('use');
    expect(run(upTo('income', { profession: { jobCode: '09' } }))).toBe('use');
    expect(run(upTo('income', { profession: { jobCode: '11' }, income: { income: '120' } }))).toBe('workplace');
    expect(run(upTo('income', { profession: { jobCode: '11' }, income: { income: '0' } }))).toBe('use');
  });

  it('asks the licence number only of a licence holder', () => {
    expect(run(upTo('license'))).toBe('licenseNumber');
    expect(run(upTo('license', { license: { licenseHoyuType: '2' } }))).toBe('designBrand');
    expect(run(upTo('license', { license: { licenseHoyuType: '0' } }))).toBe('designBrand');
  });

  it('lets a Japanese national on, and has no way on yet for a foreign national', () => {
    expect(run(upTo('nationality'))).toBe('contact');
    expect(run(upTo('nationality', { nationality: { nationality: 'US' } }))).toBe('nationality');
  });

  it('sends an applicant without income of their own to review', () => {
    const homemaker = upTo('familyCardSelect', { profession: { jobCode: '08' }, income: { income: '0', spouseIncome: '600', familyIncome: '600' }, license: { licenseHoyuType: '0' } }).filter((event) => event.type !== 'step.next' || !('licenseNo' in event.answers));
    expect(run([...homemaker, { type: 'application.submit' }])).toBe('underReview');
  });

  it('ignores a submit before the confirm step', () => {
    expect(run([...upTo('gender'), { type: 'application.submit' }])).toBe('zipcode');
  });

  it('names a route, a schema and whether it is counted on every step', () => {
    for (const [state, node] of Object.entries(applyMachine.states)) {
      expect(node.meta, state).toMatchObject({ route: expect.stringMatching(/^\/apply\//), counted: expect.any(Boolean) });
    }
  });
});

describe('apply machine graph', () => {
  // Keys are serialised snapshots; read as plain strings to walk the graph.
  const adjacency = getAdjacencyMap(applyMachine, { events: applyEvents, serializeState }) as unknown as Record<string, AdjacencyValue<AnyMachineSnapshot, ApplyEvent>>;

  it('has no dead end: every reachable state leads to complete or under review', () => {
    const finals = new Set(['complete', 'underReview']);
    const reaches = new Map<string, boolean>();
    const leadsToEnd = (key: string, seen: Set<string>): boolean => {
      const known = reaches.get(key);
      if (known !== undefined) return known;
      const node = adjacency[key];
      if (!node) return false;
      if (finals.has(String(node.state.value))) return true;
      seen.add(key);
      const result = Object.values(node.transitions).some((t) => {
        const target = serializeState(t.state);
        return target !== key && !seen.has(target) && leadsToEnd(target, seen);
      });
      reaches.set(key, result);
      return result;
    };
    const keys = Object.keys(adjacency);
    expect(keys.length).toBeGreaterThan(17);
    for (const key of keys) expect(leadsToEnd(key, new Set()), key.slice(0, 120)).toBe(true);
  });

  it('reaches every state of the machine over the regular and partner landings, each family member\'s pages up to the tenth', () => {
    const reached = new Set<string>();
    for (const input of Object.values(applyInputs)) {
      const map = getAdjacencyMap(applyMachine, { events: everyStateEvents, serializeState, input }) as unknown as Record<string, AdjacencyValue<AnyMachineSnapshot, ApplyEvent>>;
      for (const node of Object.values(map)) reached.add(String(node.state.value));
    }
    expect([...reached].sort()).toEqual(Object.keys(applyMachine.states).sort());
  });

  it('enumerates the simple paths: with and without workplace and licence number, ending complete or under review', () => {
    const paths = getSimplePaths(applyMachine, { events: applyEvents, serializeState, toState: (s) => s.status === 'done' });
    const shapes = new Set(paths.map((path) => path.steps.map((step) => String(step.state.value)).filter((s) => ['workplace', 'licenseNumber', 'complete', 'underReview'].includes(s)).join('>')));
    expect([...shapes].sort()).toEqual([
      'licenseNumber>complete', 'licenseNumber>underReview', 'workplace>licenseNumber>complete', 'workplace>complete',
      'complete', 'underReview',
    ].sort());
    // Enumerating the paths of a machine this size takes seconds on a loaded two-core machine.
  }, 30_000);
});
