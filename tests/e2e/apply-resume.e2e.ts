import { describe, expect, it } from 'vitest';
import { act, credentialOf, field, heading, next, savedFlow, settled, startApplying } from './apply/applyJourney';
import { phonesForThisFile, type Phone } from './phone';

const phones = phonesForThisFile();
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !problem.includes('401'));

async function consentAndName(phone: Phone): Promise<void> {
  await phone.page.getByRole('link', { name: 'お申し込みを始める' }).click();
  await phone.page.waitForURL(phone.url('/apply/accept-permission'));
  await act(phone, { check: 'カード会員規約と個人情報の取扱いに同意します' });
  await next(phone);
  await phone.page.waitForURL(phone.url('/apply/attribute'));
}

describe('drafts, errors and guarded URLs in the card application', () => {
  it('shows Japanese messages in a focused summary and under each field, and saves nothing while a value is bad', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await startApplying(phone, 'applicant8');
    await consentAndName(phone);

    await next(phone);
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.locator('h2').textContent()).toBe('入力内容にエラーがあります');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await summary.getByRole('link').allTextContents()).toContain('姓（漢字）を入力してください。');
    expect(await page.locator('#root_lastNameKanji__error').textContent()).toBe('姓（漢字）を入力してください。');
    expect(await field(phone, '姓（漢字）').getAttribute('aria-invalid')).toBe('true');
    await settled(phone);
    await phone.screenshot('apply-attribute-errors');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await summary.getByRole('link', { name: '名（フリガナ）を入力してください。' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_firstNameKana');

    await act(phone, { fill: '姓（漢字）', value: 'テストカード' });
    await act(phone, { fill: '名（漢字）', value: '真由美' });
    await act(phone, { fill: '姓（フリガナ）', value: 'きむら' });
    await act(phone, { fill: '名（フリガナ）', value: 'まゆみ' });
    await act(phone, { fill: '姓（ローマ字）', value: 'kimura' });
    await act(phone, { fill: '名（ローマ字）', value: 'mayumi' });
    expect(await field(phone, '姓（フリガナ）').inputValue()).toBe('キムラ');
    expect(await field(phone, '名（ローマ字）').inputValue()).toBe('MAYUMI');
    await next(phone);
    await expect
      .poll(() => page.locator('#root_lastNameKanji__error').textContent())
      .toBe('姓（漢字）に登録できない言葉が含まれています。');
    expect(page.url()).toBe(phone.url('/apply/attribute'));
    expect((await savedFlow(phone)).answers['attribute']).toBeUndefined();

    // The server never trusts the page: the same bad value sent straight to the API is refused with the same message.
    const direct = await page.evaluate(
      async (ppcdCredential) => {
        const response = await fetch('/external/v1/apply/entry?ppcdSwitchServiceFlg=yes', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ppcdCredential },
          body: JSON.stringify({ step: 'attribute', answers: { lastNameKanji: 'テストカード' } }),
        });
        return {
          status: response.status,
          body: (await response.json()) as { resultInfo: { codeId: string; errors: { field: string; message: string }[] } },
        };
      },
      await credentialOf(phone),
    );
    expect(direct.status).toBe(400);
    expect(direct.body.resultInfo.codeId).toBe('4000');
    expect(direct.body.resultInfo.errors).toContainEqual({
      field: 'lastNameKanji',
      message: '姓（漢字）に登録できない言葉が含まれています。',
    });
    expect((await savedFlow(phone)).answers['attribute']).toBeUndefined();
    expect(realProblems(phone).filter((problem) => !problem.includes('400'))).toEqual([]);
  });

  it('keeps every answer over a reload and browser back, resumes in a second browser, and refuses a URL the flow has not reached', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await startApplying(phone, 'applicant7');
    await consentAndName(phone);
    await act(phone, { fill: '姓（漢字）', value: '井上' });
    await act(phone, { fill: '名（漢字）', value: '大輝' });
    await act(phone, { fill: '姓（フリガナ）', value: 'いのうえ' });
    await act(phone, { fill: '名（フリガナ）', value: 'だいき' });
    await act(phone, { fill: '姓（ローマ字）', value: 'inoue' });
    await act(phone, { fill: '名（ローマ字）', value: 'daiki' });
    await next(phone);
    await page.waitForURL(phone.url('/apply/gender'));
    await act(phone, { choose: '男性' });
    await act(phone, { birthday: { year: '1985', month: '12', day: '31' } });
    await next(phone);
    await page.waitForURL(phone.url('/apply/zipcode'));

    // A zip code with several towns offers them as choices.
    await act(phone, { zip: '4520961', pick: '愛知県清須市春日一番割', address: '愛知県清須市春日一番割' });
    await settled(phone);
    await phone.screenshot('apply-zipcode-choices');

    await page.goBack();
    await page.waitForURL(phone.url('/apply/gender'));
    await page.reload();
    await expect.poll(() => heading(phone)).toBe('性別と生年月日');
    expect(await page.getByRole('radio', { name: '男性', exact: true }).isChecked()).toBe(true);
    expect(await page.locator('#root_birthDay option:checked').textContent()).toBe('1985年（昭和60年）');
    expect(await page.locator('#root_birthDay__day').inputValue()).toBe('31');

    await page.getByRole('link', { name: '前の画面に戻る' }).click();
    await page.waitForURL(phone.url('/apply/attribute'));
    await page.reload();
    await expect.poll(() => field(phone, '姓（フリガナ）').inputValue()).toBe('イノウエ');
    expect(await field(phone, '名（ローマ字）').inputValue()).toBe('DAIKI');

    const second = await phones.open();
    await startApplying(second, 'applicant7');
    await second.page.getByRole('link', { name: '続きから入力する' }).click();
    await second.page.waitForURL(second.url('/apply/zipcode'));
    await expect.poll(() => heading(second)).toBe('ご自宅の郵便番号');

    await second.page.goto(second.url('/apply/income'));
    await second.page.waitForURL(/\/error\?type=illegalOperation/);
    await expect.poll(() => heading(second)).toBe('不正な操作が行われました');
    expect(realProblems(phone)).toEqual([]);
    expect(realProblems(second)).toEqual([]);
  });
});
