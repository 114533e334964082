import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { SECRET_MARKER } from '../../schemas/secrets';
import { act, heading, next, settled, startApplying } from './apply/applyJourney';
import { answerThroughApi, flowView } from './apply/flowApi';
import { journeys, mobileFor } from './apply/journeys';
import { phonesForThisFile, type Phone } from './phone';

/**
 * The application's PIN step on a 390-pixel phone (SPEC 3.1 pinNumber, 5.4): the steps before it answered through
 * the flow API with the employee journey's answers (born 1990-04-01, the journey's own mobile number), then the PIN
 * typed as a person does: one their birthday gives and one their mobile number gives are refused in Japanese, a
 * good one typed in full-width digits the second time is taken, and the draft keeps only the secret's marker.
 */
const phones = phonesForThisFile();
const employee = journeys.find((journey) => journey.name === 'employee')!;
const at = employee.steps.findIndex((step) => step.step === 'pinNumber');
const titleOf = (state: string): string => String(applySchemas[state as keyof typeof applySchemas]?.title);
const errorText = (phone: Phone) => phone.page.locator('.field__error').first().textContent();
/** The only console error allowed: the 401 of the first entry read (log in). */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !problem.includes('401'));

describe('the application PIN step on a 390-pixel phone', () => {
  it('refuses a PIN the birthday or the mobile number gives, takes a good one, and keeps only its marker', async () => {
    const phone = await phones.open();
    await startApplying(phone, 'applicant54');
    await answerThroughApi(phone, employee.steps.slice(0, at));
    await phone.page.goto(phone.url('/apply/pin-number'));
    await expect.poll(() => heading(phone)).toBe(titleOf('pinNumber'));
    await settled(phone);
    await phone.screenshot('apply-pin');
    expect(await phone.accessibilityViolations()).toEqual([]);

    const mobile = mobileFor('hina.kobayashi@example.jp').digits;
    const refusals = [
      ['0401', '生年月日から推測されやすい番号は暗証番号に使用できません。'],
      [mobile.slice(-4), '電話番号から推測されやすい番号は暗証番号に使用できません。'],
      ['1234', '連続した数字は暗証番号に使用できません。'],
    ] as const;
    for (const [pin, message] of refusals) {
      await act(phone, { fill: '暗証番号', value: pin });
      await act(phone, { fill: '暗証番号（確認）', value: pin });
      await next(phone);
      await expect.poll(() => errorText(phone)).toContain(message);
      expect(phone.page.url()).toBe(phone.url('/apply/pin-number'));
    }
    await phone.screenshot('apply-pin-refused');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // Masked as typed: the field never shows the digits.
    expect(await phone.page.getByLabel(/^暗証番号\s*必須$/).getAttribute('type')).toBe('password');
    const step = employee.steps[at]!;
    for (const action of step.actions) await act(phone, action);
    await next(phone);
    await phone.page.waitForURL(phone.url('/apply/auto-paylater'));
    await expect.poll(() => heading(phone)).toBe(titleOf('autoPaylater'));
    expect((await flowView(phone)).answers['pinNumber']).toEqual({ pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER });
    expect(realProblems(phone).filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
  });
});
