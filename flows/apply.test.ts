import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { applyMachine, type ApplyEvent } from './apply';
import { branchAnswers, employeeAnswers, residenceAnswers } from './apply';

function run(events: readonly ApplyEvent[]): string {
  const actor = createActor(applyMachine, { input: {} }).start();
  for (const event of events) actor.send(event);
  return String(actor.getSnapshot().value);
}

const next = (answers: Readonly<Record<string, unknown>>): ApplyEvent => ({ type: 'step.next', answers });
const upTo = (
  last: keyof typeof employeeAnswers,
  override: Partial<Record<keyof typeof employeeAnswers, Readonly<Record<string, unknown>>>> = {},
): ApplyEvent[] => {
  const events: ApplyEvent[] = [];
  for (const [step, answers] of Object.entries(employeeAnswers)) {
    events.push(next(override[step as keyof typeof employeeAnswers] ?? answers));
    if (step === last) break;
  }
  return events;
};

describe('apply machine', () => {
  it('walks the main path of an employee with a licence to complete', () => {
    expect(run([...upTo('familyCardSelect'), { type: 'flow.submit' }])).toBe('complete');
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

  it('lets a Japanese national and a foreign resident without an expiry straight on to the contact step', () => {
    expect(run(upTo('nationality'))).toBe('contact');
    for (const residenceStatus of ['01', '02', '08', '30', '34']) {
      expect(run(upTo('nationality', { nationality: { nationality: 'KR', residenceStatus } })), residenceStatus).toBe('contact');
    }
  });

  it('asks the residence-card expiry and photos of a foreign resident whose status has an expiry', () => {
    const engineer = upTo('nationality', { nationality: branchAnswers.nationality.engineer });
    expect(run(engineer)).toBe('residenceExpiration');
    expect(run(upTo('nationality', { nationality: { nationality: 'VN', residenceStatus: '26' } }))).toBe('residenceExpiration');
    const toBackAddress = [...engineer, next(residenceAnswers.residenceExpiration), next(residenceAnswers.residenceFrontUpload)];
    expect(run(toBackAddress)).toBe('residenceBackAddress');
    expect(run([...toBackAddress, next(branchAnswers.residenceBackAddress.onBack)])).toBe('residenceBackUpload');
    expect(run([...toBackAddress, next(branchAnswers.residenceBackAddress.onBack), next(residenceAnswers.residenceBackUpload)])).toBe(
      'contact',
    );
    expect(run([...toBackAddress, next(branchAnswers.residenceBackAddress.notOnBack)])).toBe('contact');
  });

  it('sends an applicant with residence-card photos to review, and a permanent resident with income to complete', () => {
    const rest = (events: ApplyEvent[]) => [
      ...events,
      ...upTo('familyCardSelect').slice(upTo('nationality').length),
      { type: 'flow.submit' } as const,
    ];
    const engineer = [
      ...upTo('nationality', { nationality: branchAnswers.nationality.engineer }),
      next(residenceAnswers.residenceExpiration),
      next(residenceAnswers.residenceFrontUpload),
      next(branchAnswers.residenceBackAddress.notOnBack),
    ];
    expect(run(rest(engineer))).toBe('underReview');
    expect(run(rest(upTo('nationality', { nationality: branchAnswers.nationality.permanentResident })))).toBe('complete');
  });

  it('sends an applicant without income of their own to review', () => {
    const homemaker = upTo('familyCardSelect', {
      profession: { jobCode: '08' },
      income: { income: '0', spouseIncome: '600', familyIncome: '600' },
      license: { licenseHoyuType: '0' },
    }).filter((event) => event.type !== 'step.next' || !('licenseNo' in event.answers));
    expect(run([...homemaker, { type: 'flow.submit' }])).toBe('underReview');
  });

  it('ignores a submit before the confirm step', () => {
    expect(run([...upTo('gender'), { type: 'flow.submit' }])).toBe('zipcode');
  });

  it('names a route, a schema and whether it is counted on every step', () => {
    for (const [state, node] of Object.entries(applyMachine.states)) {
      expect(node.meta, state).toMatchObject({ route: expect.stringMatching(/^\/apply\//), counted: expect.any(Boolean) });
    }
  });
});
