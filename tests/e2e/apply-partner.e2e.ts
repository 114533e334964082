import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { act, credentialOf, finishStep, heading, settled, press } from './apply/applyJourney';
import { sbPartnerJourney as journey } from './apply/journeys';
import { submitLoginForm } from './logIn';
import { phonesForThisFile, type Phone } from './phone';

const phones = phonesForThisFile();
const titleOf = (step: string): string => String(applySchemas[step as keyof typeof applySchemas]?.title);
/** The only console errors allowed: the 401 of the first entry read, which sends the applicant to log in. */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !problem.includes('401'));
/** Steps this branch adds to the flow: each is looked at on the phone. */
const ownSteps = new Set([
  'sbIdLinkageCertification',
  'sbIdLinkagePermission',
  'smsAuthentication',
  'sbCommunicationFeeNumber',
  'sbCommunicationFeeSelect',
  'sbPointAutoExchange',
]);

/** The whole apply entry (landing data and flow) as the browser's session reads it through the credentialed API. */
async function savedEntry(phone: Phone): Promise<{
  campaignCode: string | null;
  adData: unknown;
  shopId: string | null;
  flow: { status: string; result?: string; answers: unknown };
}> {
  const credential = await credentialOf(phone);
  return phone.page.evaluate(async (ppcdCredential) => {
    const response = await fetch('/external/v1/apply/entry?ppcdSwitchServiceFlg=yes', {
      headers: { accept: 'application/json', ppcdCredential },
    });
    return ((await response.json()) as { data: never }).data;
  }, credential);
}

describe('the SB partner route on a 390-pixel phone', () => {
  it('lands with an S campaign code, links the partner ID, proves the mobile number, chooses the fee option and completes with exactly the entered data stored', async () => {
    const phone = await phones.open();
    const { page } = phone;

    // The landing URL survives the login redirect (SPEC 2.7 keeps the original query).
    await page.goto(phone.url(journey.landing));
    await page.waitForURL(/\/login|\/oidc\//);
    await submitLoginForm(page, journey.loginId);
    await page.waitForURL(phone.url(journey.landing));
    await page.getByRole('link', { name: 'お申し込みを始める' }).waitFor();
    // A reload keeps it too (session storage).
    await page.reload();
    await expect.poll(() => heading(phone)).toBe('お申し込みの流れ');
    await page.getByRole('link', { name: 'お申し込みを始める' }).click();

    for (const step of journey.steps) {
      await page.waitForURL(phone.url(step.route));
      await expect.poll(() => heading(phone)).toBe(titleOf(step.step));
      await settled(phone);
      if (ownSteps.has(step.step)) {
        await phone.screenshot(`apply-partner-${step.step}`);
        expect(await phone.accessibilityViolations()).toEqual([]);
      }
      for (const action of step.actions) await act(phone, action);
      if (step.step === 'smsAuthentication') {
        await settled(phone);
        await phone.screenshot('apply-partner-smsAuthentication-code');
        expect(await phone.accessibilityViolations()).toEqual([]);
      }
      await finishStep(phone, step);
    }

    await page.waitForURL(phone.url('/apply/confirm'));
    await expect.poll(() => heading(phone)).toBe('お申し込み内容の確認');
    const counted = journey.steps.filter((step) => step.step !== 'acceptPermission').map((step) => titleOf(step.step));
    expect(await page.locator('.confirm-section h2').allTextContents()).toEqual(counted);
    await settled(phone);
    await phone.screenshot('apply-partner-confirm');

    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/apply/complete'));
    await expect.poll(() => page.getByTestId('inquiry-number').textContent()).toMatch(/^\d{6}-\d{4}-\d{5}-\d$/);

    const entry = await savedEntry(phone);
    expect(entry.campaignCode).toBe(journey.campaignCode);
    expect(entry.shopId).toBe('SB0042');
    expect(entry.adData).toEqual(journey.adData);
    expect(entry.flow.status).toBe('submitted');
    expect(entry.flow.result).toBe(journey.result);
    expect(entry.flow.answers).toEqual(Object.fromEntries(journey.steps.map((step) => [step.step, step.stored])));

    // Landing again with another campaign code does not change the application, and the page says so.
    await page.goto(phone.url('/apply?campaignCode=Y2001'));
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(
        'すでにお申し込みを始めているため、今回のキャンペーンコード（Y2001）は適用されません。お申し込みを始めたときの内容で続けます。',
      );
    await settled(phone);
    await phone.screenshot('apply-partner-landing-kept');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect((await savedEntry(phone)).campaignCode).toBe(journey.campaignCode);
    expect(realProblems(phone)).toEqual([]);
  });
});
