import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { heading, next, settled } from './apply/applyJourney';
import { answerThroughApi, flowView } from './apply/flowApi';
import { journeys } from './apply/journeys';
import { personLike, submitLoginForm } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { openDesk, type Desk } from './staffDesk';

/**
 * SPEC 6 flags as an applicant meets them once product staff switch them on in the console: the form-steps page
 * passed over (skipFormSteps), the brands in the issuer's priority order (brandCardDisplayPriority) and no card-name
 * or auto-paylater step (reducedEntryItems). The console's rollback restores the seed file's flags at the end, so
 * the journeys after this file see the shipped flags.
 */
const phones = phonesForThisFile();
const employee = journeys.find((journey) => journey.name === 'employee')!;
const stepsBefore = (state: string) =>
  employee.steps.slice(
    0,
    employee.steps.findIndex((step) => step.step === state),
  );
const titleOf = (state: string): string => String(applySchemas[state as keyof typeof applySchemas]?.title);
const switched = ['skipFormSteps', 'brandCardDisplayPriority', 'reducedEntryItems'];

const flagsPanel = (desk: Desk) => desk.page.getByRole('region', { name: '機能フラグ' });

async function switchOn(desk: Desk, flags: readonly string[]): Promise<void> {
  for (const flag of flags)
    await flagsPanel(desk)
      .getByRole('checkbox', { name: new RegExp(`^${flag} `) })
      .check();
  // The flags form's own reason: the service hours form below it has one too.
  await flagsPanel(desk)
    .getByLabel(/^変更の理由/)
    .fill('申込画面の改善（フラグの確認）');
  await desk.page.getByRole('button', { name: '機能フラグを保存する' }).click();
  await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('公開しました');
}

const flagOn = (phone: Phone, flag: string) =>
  phone.page.evaluate(async (name) => {
    const body = (await (await fetch(`/v1/featureFlg/${name}`)).json()) as { data?: { enabled?: boolean } };
    return body.data?.enabled === true;
  }, flag);

describe('feature flags product staff switch on in the console', () => {
  it('pass over the form-steps page, list JCB first on the brand step and leave out the card name and auto paylater', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const loginId = await personLike(phone, 'applicant');
    const desk = await openDesk(browser, 'product', '/config');
    try {
      await switchOn(desk, switched);
      await phone.page.goto(phone.url('/'));
      for (const flag of switched) await expect.poll(() => flagOn(phone, flag)).toBe(true);

      // skipFormSteps: /apply/steps goes straight on to the first step.
      await phone.page.goto(phone.url('/apply/steps'));
      await phone.page.waitForURL(/\/login|\/oidc\//);
      await submitLoginForm(phone.page, loginId);
      await phone.page.waitForURL(phone.url('/apply/accept-permission'));
      await expect.poll(() => heading(phone)).toBe(titleOf('acceptPermission'));

      // brandCardDisplayPriority: JCB, Visa, Mastercard.
      await answerThroughApi(phone, stepsBefore('designBrand'));
      await phone.page.goto(phone.url('/apply/design/brand'));
      await expect.poll(() => heading(phone)).toBe(titleOf('designBrand'));
      await settled(phone);
      const choices = await phone.page
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
      expect(choices).toEqual(['一般カード', 'ゴールドカード', 'JCB', 'Visa', 'Mastercard']);
      await phone.screenshot('flags-brand-priority');
      expect(await phone.accessibilityViolations()).toEqual([]);

      // reducedEntryItems: after the face the PIN (never left out), then the family-card question (no card name, no
      // auto paylater).
      await phone.page.getByRole('radio', { name: '一般カード', exact: true }).check();
      await phone.page.getByRole('radio', { name: 'JCB', exact: true }).check();
      await next(phone);
      await expect.poll(() => heading(phone)).toBe(titleOf('designColor'));
      await phone.page.getByRole('radio', { name: 'ブラック' }).check();
      await next(phone);
      await expect.poll(() => heading(phone)).toBe(titleOf('design'));
      await phone.page.getByRole('radio').first().check();
      await next(phone);
      await expect.poll(() => heading(phone)).toBe(titleOf('pinNumber'));
      await phone.page.getByLabel(/^暗証番号\s*必須$/).fill('7294');
      await phone.page.getByLabel(/^暗証番号（確認）\s*必須$/).fill('7294');
      await next(phone);
      // The PIN's save hashes it slowly on purpose (scrypt): seconds when the machine is busy, as in CI's two halves.
      await expect.poll(() => heading(phone), { timeout: 15_000 }).toBe(titleOf('familyCardSelect'));
      const view = await flowView(phone);
      expect(view.steps.map((step) => step.state)).not.toContain('designName');
      expect(view.steps.map((step) => step.state)).not.toContain('autoPaylater');
      expect(view.answers['designBrand']).toEqual({ cardType: '0', brandCode: '9' });
    } finally {
      // Back to the seed file's flags in one action.
      await flagsPanel(desk).getByRole('button', { name: 'この版に戻す' }).last().click();
      await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('選んだ版に戻しました');
      await desk.context.close();
    }
    for (const flag of switched) await expect.poll(() => flagOn(phone, flag)).toBe(false);
  });
});
