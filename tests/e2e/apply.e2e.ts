import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { tokyoToday } from '../../validators/calendar';
import { act, field, finishStep, heading, next, savedFlow, settled, startApplying, press } from './apply/applyJourney';
import { journeys } from './apply/journeys';
import { phonesForThisFile, type Phone } from './phone';

const phones = phonesForThisFile();

/**
 * SPEC 8 「licence expired」: an expiry in last month is refused on its field, in Japanese, and the step stays. In
 * January this year has no earlier month to choose (the year list starts at this year), so there is nothing to show.
 */
async function refusesAnExpiredLicence(phone: Phone): Promise<void> {
  const [year, month] = tokyoToday(new Date()).split('-').map(Number) as [number, number];
  if (month === 1) return;
  await act(phone, { fill: '運転免許証番号', value: '301234567890' });
  await field(phone, '有効期限（年）').selectOption(String(year));
  await field(phone, '有効期限（月）').selectOption({ label: `${month - 1}月` });
  await next(phone);
  await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('運転免許証の有効期限が切れています。');
  expect(phone.page.url()).toBe(phone.url('/apply/license/number'));
  await phone.screenshot('apply-licenseNumber-expired');
  expect(await phone.accessibilityViolations()).toEqual([]);
}
const titleOf = (step: string): string => String(applySchemas[step as keyof typeof applySchemas]?.title);
/** The only console errors allowed: the 401 of the first entry read, which sends the applicant to log in. */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !problem.includes('401'));

describe('the card application on a 390-pixel phone', () => {
  it.each(journeys)(
    'completes the main path as $name and the server holds exactly what was entered, normalised',
    async (journey) => {
      const phone = await phones.open();
      const { page } = phone;
      const looked = journey.name === 'employee';
      await startApplying(phone, journey.loginId);
      await expect.poll(() => heading(phone)).toBe('お申し込みの流れ');
      await page.getByRole('link', { name: 'お申し込みを始める' }).click();

      for (const [index, step] of journey.steps.entries()) {
        await page.waitForURL(phone.url(step.route));
        await expect.poll(() => heading(phone)).toBe(titleOf(step.step));
        await settled(phone);
        if (index > 0) expect(await page.locator('.step-progress__text').textContent()).toMatch(/^ステップ \d+ \/ \d+$/);
        if (looked) {
          await phone.screenshot(`apply-${step.step}`);
          expect(await phone.accessibilityViolations()).toEqual([]);
        }
        if (looked && step.step === 'licenseNumber') await refusesAnExpiredLicence(phone);
        for (const action of step.actions) await act(phone, action);
        await finishStep(phone, step);
      }

      await page.waitForURL(phone.url('/apply/confirm'));
      await expect.poll(() => heading(phone)).toBe('お申し込み内容の確認');
      await settled(phone);
      const counted = journey.steps.filter((step) => step.step !== 'acceptPermission').map((step) => titleOf(step.step));
      expect(await page.locator('.confirm-section h2').allTextContents()).toEqual(counted);
      expect(await page.getByRole('link', { name: /を変更する$/ }).count()).toBe(counted.length);
      if (looked) {
        await phone.screenshot('apply-confirm');
        expect(await phone.accessibilityViolations()).toEqual([]);
      }

      // A change link opens the step with its answers, and saving it returns to the confirm page.
      await page.getByRole('link', { name: `${titleOf('contact')}を変更する` }).click();
      await page.waitForURL(phone.url('/apply/contact'));
      expect(await field(phone, 'メールアドレス').inputValue()).toBe(
        journey.steps.find((step) => step.step === 'contact')?.stored['mailAddress'],
      );
      await next(phone);
      await page.waitForURL(phone.url('/apply/confirm'));
      await expect.poll(() => heading(phone)).toBe('お申し込み内容の確認');

      await press(phone, 'この内容で申し込む');
      await page.waitForURL(phone.url(journey.result === 'complete' ? '/apply/complete' : '/apply/under-review'));
      await expect.poll(() => page.getByTestId('inquiry-number').textContent()).toMatch(/^\d{6}-\d{4}-\d{5}-\d$/);
      await settled(phone);
      await phone.screenshot(`apply-result-${journey.name.replace(/\s+/g, '-')}`);
      expect(await phone.accessibilityViolations()).toEqual([]);

      const flow = await savedFlow(phone);
      expect(flow.status).toBe('submitted');
      expect(flow.result).toBe(journey.result);
      expect(flow.answers).toEqual(Object.fromEntries(journey.steps.map((step) => [step.step, step.stored])));

      // The application can be looked up afterwards under the same number (SPEC 2.2 /confirmation/status).
      const inquiryNumber = await page.getByTestId('inquiry-number').textContent();
      await page.goto(phone.url('/confirmation/status'));
      await expect.poll(() => page.getByTestId('inquiry-number').textContent()).toBe(inquiryNumber);
      // Issue 31: every application waits for the examiners' decision, whichever way the flow ended.
      expect(await page.getByTestId('application-result').textContent()).toBe('審査中');
      if (looked) {
        await settled(phone);
        await phone.screenshot('application-status');
        expect(await phone.accessibilityViolations()).toEqual([]);
      }
      expect(realProblems(phone)).toEqual([]);
    },
    // The looked-at journey screenshots every page and checks it under axe: past the suite's minute on a busy machine.
    120_000,
  );
});
