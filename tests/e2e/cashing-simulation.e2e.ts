import { describe, expect, it } from 'vitest';
import { press } from './apply/applyJourney';
import { phonesForThisFile, type Phone } from './phone';

/**
 * The public cashing simulation (SPEC 2.4) on a 390-pixel phone, without logging in: the step drawn from its schema
 * by the flows' renderer, the same rules in the browser, the schedule from the one module (validators/
 * repaymentSchedule.ts), whose figures here are the reference table's.
 */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

async function fill(phone: Phone, usage: string, rate: string | null, payment: string): Promise<void> {
  await phone.page.getByLabel('お借入れ金額').fill(usage);
  if (rate !== null) await phone.page.getByLabel('実質年率').fill(rate);
  await phone.page.getByLabel('毎月のご返済額').fill(payment);
  await phone.page.getByRole('button', { name: '計算する' }).click();
}

describe('the cashing simulation on a 390-pixel phone', () => {
  it('a visitor borrows 100,000 yen at our 18.0 % paying 10,000 a month: 11 payments, 109,158 yen in all', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/cashing/simulation'));
    await expect.poll(() => heading(phone)).toBe('キャッシングのご返済シミュレーション');
    expect(await phone.page.getByLabel('実質年率').inputValue()).toBe('18.0');
    await phone.screenshot('cashing-simulation-input');
    expect(await phone.accessibilityViolations()).toEqual([]);
    // As people type on a Japanese keyboard: full-width digits and a comma.
    await fill(phone, '１００，０００', null, '10000');
    await phone.page.waitForURL(/\/cashing\/simulation\/result\?/);
    await expect.poll(() => heading(phone)).toBe('シミュレーション結果');
    expect(await phone.page.getByTestId('months').textContent()).toBe('11回（11か月）');
    expect(await phone.page.getByTestId('total-payment').textContent()).toBe('¥109,158');
    expect(await phone.page.getByTestId('total-interest').textContent()).toBe('¥9,158');
    await phone.page.getByText('ご返済の明細を表で見る').click();
    expect(await phone.page.locator('.simulation-chart__table tbody tr').count()).toBe(11);
    await phone.screenshot('cashing-simulation-result');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('link', { name: '条件を変えて計算する' }).click();
    await expect.poll(() => phone.page.getByLabel('お借入れ金額').inputValue()).toBe('100000');
    expect(phone.problems).toEqual([]);
  });

  it('refuses a rate over the legal ceiling and a payment that never ends the loan, each with its reason', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/cashing/simulation/old'));
    await expect.poll(() => heading(phone)).toBe('キャッシングのご返済シミュレーション');
    await fill(phone, '1000000', '18.0', '12000');
    const summary = phone.page.locator('.error-summary');
    await expect
      .poll(() => summary.textContent())
      .toContain('お借入れ金額が100万円以上の場合、実質年率は15%以下で入力してください（利息制限法）。');
    // The payment is judged at a rate the law allows, so it waits for the rate to be put right.
    expect(await summary.getByRole('listitem').count()).toBe(1);
    await phone.screenshot('cashing-simulation-errors');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.getByLabel('実質年率').fill('15');
    await phone.page.getByRole('button', { name: '計算する' }).click();
    await expect
      .poll(() => summary.textContent())
      .toMatch(/この条件では残高が0円になりません。毎月のご返済額を[\d,]+円以上にしてください。/);
    await phone.page.getByLabel('毎月のご返済額').fill('30000');
    await press(phone, '計算する');
    await phone.page.waitForURL(/\/cashing\/simulation\/result\/old\?/);
    await expect.poll(() => phone.page.getByTestId('total-payment').textContent()).toBe('¥1,301,674');
  });

  it('says so, rather than guessing, when the result URL was edited by hand', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/cashing/simulation/result?usage=abc&annualRate=99&monthlyPayment=1'));
    await expect
      .poll(() => phone.page.getByRole('alert').textContent())
      .toBe('計算の条件を読み取れませんでした。もう一度入力してください。');
  });
});
