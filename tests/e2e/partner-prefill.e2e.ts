import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { field, heading, next, settled, startApplying } from './apply/applyJourney';
import { answerThroughApi, flowView } from './apply/flowApi';
import { journeys } from './apply/journeys';
import { axeViolations } from './axe';
import { personLike } from './logIn';
import { phonesForThisFile } from './phone';

/**
 * An applicant whose identity the payment app verified (demo person `verified`, SPEC 3.1 partner user info, SPEC 4
 * KYC): after agreeing at the first step, the application's steps start from the app's record, the page says so,
 * nothing is saved until the person moves on, and the verified name cannot be changed; the same verified person
 * holding a card on another app account is refused at the submit with its screen (SPEC 8.1 02501010).
 */
const phones = phonesForThisFile();
const employee = journeys.find((journey) => journey.name === 'employee')!;
const titleOf = (state: string): string => String(applySchemas[state as keyof typeof applySchemas]?.title);

describe('the application of a person the payment app verified', () => {
  it("starts the name and birthday steps from the app's record, says so, and refuses another surname beside the field", async () => {
    const phone = await phones.open();
    const { page } = phone;
    await startApplying(phone, await personLike(phone, 'verified'));
    await answerThroughApi(
      phone,
      employee.steps.filter((step) => step.step === 'acceptPermission'),
    );
    await page.goto(phone.url('/apply/attribute'));
    await expect.poll(() => heading(phone)).toBe(titleOf('attribute'));
    await settled(phone);

    expect(await page.getByTestId('prefilled').textContent()).toBe(
      'アプリにご登録の情報を入力しています。お間違いがないかご確認のうえ、お進みください。',
    );
    const values = async () =>
      Promise.all(
        ['姓（漢字）', '名（漢字）', '姓（フリガナ）', '名（フリガナ）', '姓（ローマ字）'].map((label) => field(phone, label).inputValue()),
      );
    // The app keeps the kana in hiragana: the step shows them as it asks for them. The roman letters are not the app's.
    expect(await values()).toEqual(['小林', '直樹', 'コバヤシ', 'ナオキ', '']);
    expect((await flowView(phone)).answers['attribute']).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await phone.screenshot('partner-prefill-attribute');

    await field(phone, '姓（漢字）').fill('鈴木');
    await field(phone, '姓（ローマ字）').fill('KOBAYASHI');
    await field(phone, '名（ローマ字）').fill('NAOKI');
    await next(phone);
    const summary = page.locator('.error-summary');
    await expect
      .poll(() => summary.textContent())
      .toContain('アプリで本人確認済みの姓（漢字）と異なります。アプリにご登録の姓（漢字）を入力してください。');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect((await flowView(phone)).answers['attribute']).toBeUndefined();
    await phone.screenshot('partner-prefill-mismatch');

    await field(phone, '姓（漢字）').fill('小林');
    await next(phone);
    await expect.poll(() => heading(phone)).toBe(titleOf('gender'));
    await settled(phone);
    expect(await page.getByTestId('prefilled').count()).toBe(1);
    expect(
      await Promise.all(['#root_birthDay', '#root_birthDay__month', '#root_birthDay__day'].map((id) => page.locator(id).inputValue())),
    ).toEqual(['1988', '7', '12']);
    expect((await flowView(phone)).answers['attribute']).toMatchObject({
      lastNameKanji: '小林',
      firstNameKanji: '直樹',
      lastNameKana: 'コバヤシ',
      firstNameKana: 'ナオキ',
    });
  });

  it('refuses, with its screen, the application of a verified person who holds a card on another app account', async () => {
    const phone = await phones.open();
    const { page } = phone;
    // The same verified person's other app account, holding a card, is the test template `verifiedCardHolder` itself
    // (server/seed/demoAccounts.ts; seeded for tests only).
    await startApplying(phone, await personLike(phone, 'verified'));
    const asVerified: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
      attribute: {
        lastNameKanji: '小林',
        firstNameKanji: '直樹',
        lastNameKana: 'コバヤシ',
        firstNameKana: 'ナオキ',
        lastNameAlpha: 'KOBAYASHI',
        firstNameAlpha: 'NAOKI',
      },
      gender: { sexType: '1', birthDay: '19880712' },
    };
    // Every step of the employee's journey (it ends before the confirm page), as this person.
    await answerThroughApi(
      phone,
      employee.steps.map((step) => (asVerified[step.step] ? { ...step, stored: asVerified[step.step]! } : step)),
    );
    await page.goto(phone.url('/apply/confirm'));
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    await expect.poll(() => heading(phone)).toBe('別のアカウントでカードをお持ちです');
    expect(await page.locator('main').textContent()).toContain('カードをお持ちのアカウントでログインしてご利用ください。');
    expect(await axeViolations(page)).toEqual([]);
    await phone.screenshot('partner-card-on-another-account');
    expect((await flowView(phone)).status).toBe('draft');
  });
});
