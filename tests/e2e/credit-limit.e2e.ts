import { describe, expect, it } from 'vitest';
import { balanceRaiseSchemas } from '../../schemas/generated/balanceRaise';
import { balanceReduceSchemas } from '../../schemas/generated/balanceReduce';
import balanceRaiseComplete from '../../schemas/balanceRaise/complete.json';
import balanceRaiseUnderReview from '../../schemas/balanceRaise/underReview.json';
import balanceReduceComplete from '../../schemas/balanceReduce/complete.json';
import { act, heading, next, settled, type Action, press } from './apply/applyJourney';
import { logInAs } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { openDesk } from './staffDesk';

/**
 * The credit-limit flows on a 390-pixel phone (SPEC 2.6), reached from the member top and drawn by the one
 * FlowPage from their schemas: a regular member's raise to 80万円 (the automatic examination: complete), a gold
 * member's raise to 300万円 with a licence and other borrowing (a person's review: under review), and a reduction.
 * Each journey is data: the page (its heading is the step schema's title), what the member does there.
 */
const phones = phonesForThisFile();
const schemas: Readonly<Record<string, { readonly title?: unknown }>> = { ...balanceRaiseSchemas, ...balanceReduceSchemas };
const titleOf = (step: string): string => String(schemas[step]?.title);
/** The only console error allowed: the 401 of a first read before the credential exists. */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !problem.includes('401'));

interface Page {
  readonly step: string;
  readonly route: string;
  readonly actions: readonly Action[];
}

/** `typed`: the wished limit in 万円 as the member types it (full-width digits are forgiven). */
const raiseTo = (typed: string, more: { licence?: boolean; loans?: boolean } = {}): readonly Page[] => [
  { step: 'purpose', route: '/member/setting/balance-raise/purpose', actions: [{ choose: '生活費' }] },
  {
    step: 'amountSelect',
    route: '/member/setting/balance-raise/amount-select',
    actions: [{ fill: 'ご希望のご利用可能枠', value: typed }],
  },
  {
    step: 'companyInput',
    route: '/member/setting/balance-raise/company-input',
    actions: [
      { select: 'ご職業', option: '会社員・団体職員' },
      { fill: 'ご本人の年収', value: '４５０' },
      { fill: '勤務先名（漢字）', value: '山田商事' },
      // As people type it: hiragana, and the number with hyphens; the normalisers make it katakana and digits.
      { fill: '勤務先名（フリガナ）', value: 'やまだしょうじ' },
      { fill: '勤務先電話番号', value: '03-1234-5678' },
    ],
  },
  {
    step: 'licenseSelect',
    route: '/member/setting/balance-raise/license-select',
    actions: [{ choose: more.licence ? '運転免許証を持っている' : '持っていない' }],
  },
  ...(more.licence
    ? [
        {
          step: 'licenseInput',
          route: '/member/setting/balance-raise/license-input',
          actions: [
            { fill: '運転免許証番号', value: '304512837465' },
            { select: '有効期限（年）', option: '2029年（令和11年）' },
            { select: '有効期限（月）', option: '7月' },
          ],
        },
      ]
    : []),
  { step: 'loanSelect', route: '/member/setting/balance-raise/loan-select', actions: [{ choose: more.loans ? 'あり' : 'なし' }] },
  ...(more.loans
    ? [
        {
          step: 'loanInput',
          route: '/member/setting/balance-raise/loan-input',
          actions: [
            { fill: 'お借入れの件数', value: '2' },
            { fill: 'お借入れ残高の合計', value: '120' },
            { fill: '毎月のご返済額の合計', value: '35000' },
          ],
        },
      ]
    : []),
];

const reduceTo = (amount: string): readonly Page[] => [
  { step: 'reduceNotice', route: '/member/setting/balance-reduce/reduce-notice', actions: [{ check: '上記の注意事項を確認しました' }] },
  {
    step: 'reduceSelect',
    route: '/member/setting/balance-reduce/reduce-select',
    actions: [{ select: '減額後のご利用可能枠', option: amount }],
  },
  {
    step: 'reduceReason',
    route: '/member/setting/balance-reduce/reduce-reason',
    actions: [{ choose: 'その他' }, { fill: 'その他の理由', value: 'しばらく海外で暮らすため' }],
  },
];

async function onPage(phone: Phone, page: Page): Promise<void> {
  await phone.page.waitForURL(phone.url(page.route));
  await expect.poll(() => heading(phone)).toBe(titleOf(page.step));
  await settled(phone);
}

/** Logged in on the member top, then into the flow by the panel's link. */
async function fromMemberTop(phone: Phone, loginId: string, link: string): Promise<void> {
  await logInAs(phone, loginId, '/member');
  await phone.page.waitForURL(phone.url('/member'));
  await phone.page.getByRole('link', { name: link }).click();
}

async function walk(phone: Phone, pages: readonly Page[], shoot: string): Promise<void> {
  for (const page of pages) {
    await onPage(phone, page);
    for (const action of page.actions) await act(phone, action);
    await phone.screenshot(`${shoot}-${page.step}`);
    expect(await phone.accessibilityViolations(), page.step).toEqual([]);
    await next(phone);
  }
}

const panel = (phone: Phone) => phone.page.getByRole('region', { name: 'ご利用可能枠' });

describe('the credit-limit flows on a 390-pixel phone', () => {
  it('raises a regular card to a typed 80万円 (in full-width digits): the automatic examination, shown on the member top', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'regular', 'ご利用可能枠の増額を申し込む');
    const [purpose, amount, ...rest] = raiseTo('８０');

    // The amount step's rules read the card's limit (30万円) and ceiling (200万円) in the browser, from the same
    // compiled validator as the server's.
    await walk(phone, [purpose!], 'credit-raise');
    await onPage(phone, amount!);
    const refusals = [
      ['20', '現在のご利用可能枠（30万円）より大きい金額を入力してください。'],
      ['２５０', 'このカードのご利用可能枠は200万円までです。200万円以下の金額を入力してください。'],
      ['たくさん', 'ご希望のご利用可能枠は数字で入力してください。'],
    ] as const;
    for (const [typed, message] of refusals) {
      await act(phone, { fill: 'ご希望のご利用可能枠', value: typed });
      await next(phone);
      await expect.poll(() => phone.page.locator('.field__error').first().textContent()).toContain(message);
    }
    await phone.screenshot('credit-raise-amount-error');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.page.url()).toBe(phone.url(amount!.route));
    await walk(phone, [amount!, ...rest], 'credit-raise');

    await expect.poll(() => heading(phone)).toBe('増額お申し込み内容の確認');
    expect(await phone.page.getByText('80万円').count()).toBeGreaterThan(0);
    await phone.screenshot('credit-raise-confirm');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.getByRole('button', { name: 'この内容で申し込む' }).click();

    await phone.page.waitForURL(phone.url('/member/setting/balance-raise/complete'));
    await expect.poll(() => heading(phone)).toBe(balanceRaiseComplete.title);
    await settled(phone);
    await phone.screenshot('credit-raise-complete');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('link', { name: '会員トップへ' }).click();
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => panel(phone).textContent()).toContain('増額のお申し込み審査中 30万円 → 80万円');
    await phone.screenshot('credit-member-top-raise');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(realProblems(phone)).toEqual([]);
  });

  it("sends a gold card's raise to 300万円, with a licence and other borrowing, to a person: under review", async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'gold', 'ご利用可能枠の増額を申し込む');
    await walk(phone, raiseTo('300', { licence: true, loans: true }), 'credit-raise-gold');
    await expect.poll(() => heading(phone)).toBe('増額お申し込み内容の確認');
    await press(phone, 'この内容で申し込む');
    await phone.page.waitForURL(phone.url('/member/setting/balance-raise/under-review'));
    await expect.poll(() => heading(phone)).toBe(balanceRaiseUnderReview.title);
    await settled(phone);
    await phone.screenshot('credit-raise-under-review');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.goto(phone.url('/member'));
    await expect.poll(() => panel(phone).textContent()).toContain('審査中（担当者が確認しています） 50万円 → 300万円');
    expect(realProblems(phone)).toEqual([]);
  });

  it('reduces a regular card to 10万円 at once, asking the reason in words for "other"', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'regular', 'ご利用可能枠を減額する');
    await walk(phone, reduceTo('10万円'), 'credit-reduce');
    await expect.poll(() => heading(phone)).toBe('減額お手続き内容の確認');
    await phone.screenshot('credit-reduce-confirm');
    await press(phone, 'この内容で減額する');
    await phone.page.waitForURL(phone.url('/member/setting/balance-reduce/complete'));
    await expect.poll(() => heading(phone)).toBe(balanceReduceComplete.title);
    await settled(phone);
    await phone.screenshot('credit-reduce-complete');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.getByRole('link', { name: '会員トップへ' }).click();
    await expect.poll(() => panel(phone).textContent()).toContain('減額のお申し込み変更済み 30万円 → 10万円');
    expect(await panel(phone).textContent()).toContain('現在のご利用可能枠 10万円');
    await phone.screenshot('credit-member-top-reduce');
    expect(realProblems(phone)).toEqual([]);
  });

  it("makes a second request after a completed one: the member top's links start a new run; a raise waits for the last one's examination", async () => {
    // The gold member's raise (the test above) is with a person; the card's limit is still 50万円.
    const phone = await phones.open();
    const reduceAgain = async (amount: string, from: string, shoot: string) => {
      await panel(phone).getByRole('link', { name: 'ご利用可能枠を減額する' }).click();
      const [notice, ...rest] = reduceTo(amount);
      await onPage(phone, notice!);
      // A new request: the finished one's answers are not brought back.
      expect(await phone.page.getByLabel('上記の注意事項を確認しました').isChecked()).toBe(false);
      await walk(phone, [notice!, ...rest], shoot);
      await press(phone, 'この内容で減額する');
      await phone.page.waitForURL(phone.url('/member/setting/balance-reduce/complete'));
      await expect.poll(() => heading(phone)).toBe(balanceReduceComplete.title);
      await settled(phone);
      await phone.page.getByRole('link', { name: '会員トップへ' }).click();
      await expect.poll(() => panel(phone).textContent()).toContain(`減額のお申し込み変更済み ${from} → ${amount}`);
    };
    await logInAs(phone, 'gold', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await reduceAgain('30万円', '50万円', 'credit-reduce-first');
    await reduceAgain('10万円', '30万円', 'credit-reduce-second');
    expect(await panel(phone).textContent()).toContain('現在のご利用可能枠 10万円');
    // Reloading the last result still shows it.
    await phone.page.goto(phone.url('/member/setting/balance-reduce/complete'));
    await expect.poll(() => heading(phone)).toBe(balanceReduceComplete.title);

    // The raise link leads to a new request too, refused in Japanese while the last raise is examined.
    await phone.page.goto(phone.url('/member'));
    await panel(phone).getByRole('link', { name: 'ご利用可能枠の増額を申し込む' }).click();
    const [purpose] = raiseTo('80');
    await onPage(phone, purpose!);
    for (const action of purpose!.actions) await act(phone, action);
    await next(phone);
    await expect.poll(() => phone.page.locator('.field__error').first().textContent()).toContain('増額を審査中です');
    expect(phone.page.url()).toBe(phone.url(purpose!.route));
    await phone.screenshot('credit-raise-again-under-examination');
    expect(await phone.accessibilityViolations()).toEqual([]);
    // The browser logs the refused save's 400 (the field error it drew); nothing else went wrong.
    expect(realProblems(phone).filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
  });

  it("an examiner declines the gold card's raise in the staff console: the member top says so, and a new raise may be asked", async () => {
    // The raise of the test before the last is still with a person.
    const phone = await phones.open();
    await logInAs(phone, 'gold', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => panel(phone).textContent()).toContain('審査中（担当者が確認しています） 50万円 → 300万円');
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const desk = await openDesk(browser, 'examiner2', '/queues/creditLimit');
    await desk.page.locator('tbody tr', { hasText: '50万円 → 300万円' }).last().getByRole('link').click();
    await desk.page.getByLabel('否決', { exact: true }).check();
    await desk.page.getByLabel(/^理由/).selectOption('D04');
    await desk.page.getByLabel(/^メモ/).fill('他社借入を含めると支払可能見込額を超える');
    await desk.page.getByRole('button', { name: '決定する' }).click();
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('否決しました');
    await desk.context.close();
    await phone.page.reload();
    await expect.poll(() => panel(phone).textContent()).toContain('ご希望に沿えませんでした 50万円 → 300万円');
    await phone.page.getByRole('link', { name: 'ご利用可能枠の増額を申し込む' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/balance-raise/purpose'));
    await expect.poll(() => heading(phone)).toBe(titleOf('purpose'));
    expect(realProblems(phone)).toEqual([]);
  });

  it('sends a step opened without its earlier choices to the illegal-operation error (SPEC 2.7)', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'multiple', '/member/setting/balance-raise/loan-input');
    await phone.page.waitForURL(/\/error\?type=illegalOperation/);
    expect(await heading(phone)).not.toBe(titleOf('loanInput'));
    // Its way back starts the raise again, not the new-card application (issue 35).
    const restart = phone.page.getByRole('link', { name: 'お手続きの最初に戻る' });
    expect(await restart.getAttribute('href')).toBe('/member/setting/balance-raise/purpose');
    await restart.click();
    await phone.page.waitForURL(phone.url('/member/setting/balance-raise/purpose'));
    await phone.screenshot('credit-illegal-operation');
  });
});
