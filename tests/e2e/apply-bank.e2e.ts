import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { act, credentialOf, finishStep, heading, next, savedFlow, settled, startApplying, type Action, press } from './apply/applyJourney';
import { stepCounterText } from './apply/flowApi';
import { journeys } from './apply/journeys';
import { phonesForThisFile, type Phone } from './phone';

/**
 * The payment account after the application (SPEC 2.1, 4): an applicant completes the application on a 390-pixel
 * phone, follows the result page to the bank list, and registers an account. When the holder kana is their own
 * name the small-transfer step is skipped; otherwise they see it and agree to it. The server then holds exactly
 * what was entered, normalised.
 */
const phones = phonesForThisFile();
const employee = journeys.find((journey) => journey.name === 'employee')!;
const titleOf = (step: string): string => String(applySchemas[step as keyof typeof applySchemas]?.title);
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !problem.includes('401'));

interface BankJourney {
  readonly name: string;
  readonly loginId: string;
  readonly mobile: string;
  /** Typed into the search, or undefined to pick from the first list. */
  readonly search?: string;
  readonly bankName: string;
  readonly detail: readonly Action[];
  readonly transfer: boolean;
  readonly stored: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

const bankJourneys: readonly BankJourney[] = [
  {
    name: 'own-name',
    loginId: 'applicant40',
    mobile: '090-4040-0040',
    bankName: 'PayPay銀行',
    detail: [
      { select: '支店', option: 'すずめ支店（002）' },
      { choose: '普通' },
      { fill: '口座番号', value: '７６５４３２１' },
      // Hiragana with a half-width space, as people type it: katakana and a full-width space once the field is left.
      { fill: '口座名義（カナ）', value: 'こばやし ひな' },
    ],
    transfer: false,
    stored: {
      bankList: { bankCode: '0033' },
      bankDetail: { branchCode: '002', accountType: '1', accountNo: '7654321', accountKanaName: 'コバヤシ　ヒナ' },
    },
  },
  {
    name: 'another-name',
    loginId: 'applicant41',
    mobile: '090-4141-0041',
    search: 'しずおか',
    bankName: '静岡銀行',
    detail: [
      { select: '支店', option: '呉服町支店（112）' },
      { choose: '貯蓄' },
      { fill: '口座番号', value: '0012345' },
      { fill: '口座名義（カナ）', value: 'ｺﾊﾞﾔｼ ﾊﾙﾄ' },
    ],
    transfer: true,
    stored: {
      bankList: { bankCode: '0149' },
      bankDetail: { branchCode: '112', accountType: '4', accountNo: '0012345', accountKanaName: 'コバヤシ　ハルト' },
      bankTransfer: { agreeTransfer: true },
    },
  },
];

/**
 * The application of the employee persona, typed through every step and submitted, with a mobile number of this
 * applicant's own (the SMS send limit counts per number).
 */
async function completeApplication(phone: Phone, loginId: string, mobile: string): Promise<void> {
  const { page } = phone;
  await startApplying(phone, loginId);
  await page.getByRole('link', { name: 'お申し込みを始める' }).click();
  for (const step of employee.steps) {
    await page.waitForURL(phone.url(step.route));
    await expect.poll(() => heading(phone)).toBe(titleOf(step.step));
    const actions = step.step === 'phoneNumber' ? [{ fill: '携帯電話番号', value: mobile }] : step.actions;
    for (const action of actions) await act(phone, action);
    await finishStep(phone, step);
  }
  await page.waitForURL(phone.url('/apply/confirm'));
  await press(phone, 'この内容で申し込む');
  await page.waitForURL(phone.url('/apply/complete'));
}

async function savedBank(phone: Phone): Promise<{ status: string; answers: Record<string, unknown>; visitedSteps: string[] }> {
  const credential = await credentialOf(phone);
  return phone.page.evaluate(async (ppcdCredential) => {
    const response = await fetch('/external/v1/apply/bank/entry?ppcdSwitchServiceFlg=yes', {
      headers: { accept: 'application/json', ppcdCredential },
    });
    return ((await response.json()) as { data: { flow: never } }).data.flow;
  }, credential);
}

async function applyEntry(phone: Phone): Promise<{ accountNo: string | null; accountKanaName: string | null }> {
  const credential = await credentialOf(phone);
  return phone.page.evaluate(async (ppcdCredential) => {
    const response = await fetch('/external/v1/apply/entry?ppcdSwitchServiceFlg=yes', {
      headers: { accept: 'application/json', ppcdCredential },
    });
    return ((await response.json()) as { data: never }).data;
  }, credential);
}

async function look(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

describe('the payment account after the application, on a 390-pixel phone', () => {
  it.each(bankJourneys)('registers an account in $name and the server holds exactly what was entered', async (journey) => {
    const phone = await phones.open();
    const { page } = phone;
    await completeApplication(phone, journey.loginId, journey.mobile);

    await page.getByRole('link', { name: 'お支払い口座を登録する' }).click();
    await page.waitForURL(phone.url('/apply/banklist'));
    await expect.poll(() => heading(phone)).toBe('お支払い口座の金融機関');
    const firstBanks = page.locator('.bank-list__name');
    await expect.poll(() => firstBanks.first().textContent()).toBe('PayPay銀行');
    expect((await firstBanks.allTextContents()).slice(1, 4)).toEqual(['みずほ銀行', '三菱UFJ銀行', '三井住友銀行']);
    expect(await page.locator('.step-progress__text').textContent()).toBe(await stepCounterText(phone, 'bankList', 'bank'));
    await look(phone, `bank-list-${journey.name}`);

    if (journey.search) {
      await page.getByLabel('金融機関名で探す').fill(journey.search);
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await expect.poll(() => page.locator('.bank-list__heading').textContent()).toMatch(/^検索結果（\d+件）$/);
      await look(phone, `bank-search-${journey.name}`);
    }
    await page.getByRole('button', { name: new RegExp(`^${journey.bankName}`) }).click();

    await page.waitForURL(phone.url('/apply/bank/detail'));
    await expect.poll(() => heading(phone)).toBe('口座情報の入力');
    expect(await page.locator('.step__lead').textContent()).toContain(`${journey.bankName}の口座を登録します。`);
    for (const action of journey.detail) await act(phone, action);
    const holder = journey.stored['bankDetail']?.['accountKanaName'];
    expect(await page.getByLabel(/^口座名義（カナ）/).inputValue()).toBe(holder);
    await look(phone, `bank-detail-${journey.name}`);
    // An account number short of seven digits is refused with the SPEC 5.1 message, then corrected.
    const typedNumber = journey.detail.find((action) => 'fill' in action && action.fill === '口座番号')!;
    await act(phone, { fill: '口座番号', value: '12345' });
    await next(phone);
    await expect
      .poll(() => page.locator('.field__error').allTextContents())
      .toEqual(['口座番号は半角数字7桁で入力してください。7桁未満の場合は先頭に0を付けてください。']);
    await act(phone, typedNumber);
    await next(phone);

    if (journey.transfer) {
      await page.waitForURL(phone.url('/apply/bank/transfer'));
      await expect.poll(() => heading(phone)).toBe('口座名義の確認');
      expect(await page.locator('.step-progress__text').textContent()).toBe(await stepCounterText(phone, 'bankTransfer', 'bank'));
      await look(phone, `bank-transfer-${journey.name}`);
      await act(phone, { check: '確認のための少額振込に同意します' });
      await next(phone);
    }

    await page.waitForURL(phone.url('/apply/bank/complete'));
    await expect.poll(() => heading(phone)).toBe('お支払い口座の登録を受け付けました');
    expect(await page.getByTestId('visited-bank-transfer').count()).toBe(journey.transfer ? 1 : 0);
    await look(phone, `bank-complete-${journey.name}`);

    const bank = await savedBank(phone);
    expect(bank.status).toBe('registered');
    expect(bank.answers).toEqual(journey.stored);
    expect(bank.visitedSteps).toEqual(
      journey.transfer ? ['bankList', 'bankDetail', 'bankTransfer', 'registered'] : ['bankList', 'bankDetail', 'registered'],
    );
    expect(await applyEntry(phone)).toMatchObject({ accountNo: journey.stored['bankDetail']?.['accountNo'], accountKanaName: holder });
    expect((await savedFlow(phone)).status).toBe('submitted');

    // A registered account only shows its completion: the bank list leads back to it.
    await page.goto(phone.url('/apply/banklist'));
    await page.waitForURL(phone.url('/apply/bank/complete'));
    expect(realProblems(phone)).toEqual([]);
  });

  it('shows the registered account when another device registered it meanwhile: the stale save is a conflict, nothing is lost', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await completeApplication(phone, 'applicant42', '090-4242-0042');
    await page.goto(phone.url('/apply/banklist'));
    await page.getByRole('button', { name: /^PayPay銀行/ }).click();
    await page.waitForURL(phone.url('/apply/bank/detail'));
    await expect.poll(() => heading(phone)).toBe('口座情報の入力');
    for (const action of bankJourneys[1]!.detail.filter((action) => !('select' in action))) await act(phone, action);
    await act(phone, { select: '支店', option: '本店営業部（001）' });
    await next(phone);
    await page.waitForURL(phone.url('/apply/bank/transfer'));

    // Another device saves the detail again with the applicant's own name: the account is registered there.
    const credential = await credentialOf(phone);
    const status = await page.evaluate(async (ppcdCredential) => {
      const body = {
        step: 'bankDetail',
        answers: { branchCode: '001', accountType: '1', accountNo: '1111111', accountKanaName: 'コバヤシ　ヒナ' },
      };
      const response = await fetch('/external/v1/apply/bank/entry?ppcdSwitchServiceFlg=yes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ppcdCredential },
        body: JSON.stringify(body),
      });
      return response.status;
    }, credential);
    expect(status).toBe(200);

    await act(phone, { check: '確認のための少額振込に同意します' });
    await next(phone);
    // This page's save was drawn from the draft before the other device's (409): the page reads the draft again,
    // which is registered now, and shows it.
    await page.waitForURL(phone.url('/apply/bank/complete'));
    await expect.poll(() => heading(phone)).toBe('お支払い口座の登録を受け付けました');
    await look(phone, 'bank-registered-elsewhere');
    expect((await savedBank(phone)).answers).toEqual({
      bankList: { bankCode: '0033' },
      bankDetail: { branchCode: '001', accountType: '1', accountNo: '1111111', accountKanaName: 'コバヤシ　ヒナ' },
    });
    // The stale save is the one expected refusal (409) of this journey.
    expect(realProblems(phone).filter((problem) => !problem.includes('409'))).toEqual([]);
  });
});
