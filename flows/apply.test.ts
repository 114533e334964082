import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { applyMachine, type ApplyEvent } from './apply';
import { employeeAnswers } from './testing/applyAnswers';

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
    expect(run([...upTo('licenseNumber'), { type: 'application.submit' }])).toBe('complete');
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
    expect(run(upTo('license', { license: { licenseHoyuType: '2' } }))).toBe('confirm');
    expect(run(upTo('license', { license: { licenseHoyuType: '0' } }))).toBe('confirm');
  });

  it('lets a Japanese national on, and has no way on yet for a foreign national', () => {
    expect(run(upTo('nationality'))).toBe('contact');
    expect(run(upTo('nationality', { nationality: { nationality: 'US' } }))).toBe('nationality');
  });

  it('sends an applicant without income of their own to review', () => {
    const homemaker = upTo('license', { profession: { jobCode: '08' }, income: { income: '0', spouseIncome: '600', familyIncome: '600' }, license: { licenseHoyuType: '0' } });
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
