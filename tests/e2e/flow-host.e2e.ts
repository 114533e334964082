import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../schemas/generated/apply';
import { act, field, heading, next, settled, startApplying, press } from './apply/applyJourney';
import { answerThroughApi, flowView, saveThroughApi } from './apply/flowApi';
import { journeys } from './apply/journeys';
import { personLike } from './logIn';
import { hydrated, phonesForThisFile, type Phone } from './phone';

/**
 * The one FlowPage as a person meets it (issue 12, "walked by a person"): the error summary and the zip lookup,
 * the step total explained when an answer changes it, a second window's save, reloads of the confirm and result
 * pages, and browser back from the result. Steps before the page under test are answered through the flow API
 * with the employee journey's answers; step lists and totals come from the journey data and the server's view.
 */
const phones = phonesForThisFile();
// Accounts of their own (server/seed/demoAccounts.ts): the e2e files share one server and its drafts in a full run.
const employee = journeys.find((journey) => journey.name === 'employee')!;
const stepsBefore = (state: string) =>
  employee.steps.slice(
    0,
    employee.steps.findIndex((step) => step.step === state),
  );
const titleOf = (state: string): string => String(applySchemas[state as keyof typeof applySchemas]?.title);
/** The only console errors allowed: the 401 of the first entry read (log in), and the refusals a test provokes. */
const realProblems = (phone: Phone, allowed: readonly string[] = []) =>
  phone.problems.filter((problem) => !['401', ...allowed].some((status) => problem.includes(status)));

/** Logged in with the steps before `state` answered, on that step's page. */
async function openStep(phone: Phone, loginId: string, state: string): Promise<void> {
  await startApplying(phone, loginId);
  await answerThroughApi(phone, stepsBefore(state));
  const route = employee.steps.find((step) => step.step === state)!.route;
  await phone.page.goto(phone.url(route));
  await expect.poll(() => heading(phone)).toBe(titleOf(state));
  await settled(phone);
}

/** The input the drawn page's own script listens for on the document until the page is live (pageHints.ts). */
async function earlyListeners(phone: Phone): Promise<string[]> {
  const cdp = await phone.context.newCDPSession(phone.page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
  await cdp.detach();
  return listeners
    .map(({ type }) => type)
    .filter((type) => ['click', 'submit', 'input', 'change'].includes(type))
    .sort();
}

/**
 * A slow phone: a quarter of this CPU, and the app's entry script held until `typingDone` is called, so what the
 * journey types meanwhile is typed on the drawn page before it is live, whatever this machine's speed.
 */
async function slowPhoneTypingFirst(phone: Phone): Promise<{ cdp: CDPSession; typingDone: () => void }> {
  const cdp = await phone.context.newCDPSession(phone.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let typingDone = () => {};
  const typed = new Promise<void>((resolve) => {
    typingDone = resolve;
  });
  await phone.context.route('**/assets/index-*.js', async (route) => {
    await typed;
    await route.continue();
  });
  return { cdp, typingDone };
}

/** Records, per batch of DOM changes, whether it added the error summary, a field's message, or both. */
async function watchErrorsDrawn(phone: Phone): Promise<void> {
  await phone.page.evaluate(() => {
    const batches: string[][] = [];
    // Whether each summary was whole on the screen in the first frame that drew it: an intersection observer takes
    // its first entry in that frame's rendering.
    const firstSeen: boolean[] = [];
    const watched = new WeakSet<Element>();
    Object.assign(window, { __errorsDrawn: batches, __summaryFirstSeen: firstSeen });
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          firstSeen.push(entry.intersectionRatio > 0.99);
          seen.unobserve(entry.target);
        }
      },
      { threshold: 1 },
    );
    new MutationObserver((records) => {
      // Only what is still in the page: the step's rehearsal of a submit (src/flow/submitRehearsal.tsx) adds a hidden
      // summary and takes it away in the same task.
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is Element => node instanceof Element && node.isConnected);
      const has = (selector: string) => added.some((node) => node.matches(selector) || node.querySelector(selector));
      const kinds = [...(has('.error-summary') ? ['summary'] : []), ...(has('.field__error') ? ['field'] : [])];
      if (kinds.length > 0) batches.push(kinds);
      for (const summary of document.querySelectorAll('.error-summary')) {
        if (watched.has(summary)) continue;
        watched.add(summary);
        seen.observe(summary);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const errorsDrawn = (phone: Phone): Promise<string[][]> =>
  phone.page.evaluate(() => (window as unknown as { __errorsDrawn: string[][] }).__errorsDrawn);

/** What Chromium sends a button a touch ends on before its click, in its order. */
const touchBeforeClick = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'gotpointercapture',
  'pointerup',
  'lostpointercapture',
  'pointerout',
  'touchend',
  'mouseover',
  'mousemove',
  'mousedown',
  'mouseup',
];

/**
 * Runs in the page before its own scripts: records each error summary taken out of the page, whether the element it was
 * in was inert, out of the accessibility tree and of the class that is laid out unseen, and already gone from the page
 * when the batch was seen; and every event of `touchTypes` sent to a submit button that no person sent, and every
 * click.
 */
function recordRehearsals(touchTypes: readonly string[]): void {
  const rehearsals: { hidden: boolean; gone: boolean }[] = [];
  const presses: string[] = [];
  const clicks: boolean[] = [];
  Object.assign(window, { __rehearsals: rehearsals, __presses: presses, __clicks: clicks });
  for (const type of touchTypes)
    document.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted && event.target instanceof HTMLButtonElement && event.target.type === 'submit') presses.push(event.type);
      },
      true,
    );
  document.addEventListener('click', (event) => clicks.push(event.isTrusted), true);
  new MutationObserver((records) => {
    for (const record of records) {
      if (![...record.removedNodes].some((node) => node instanceof Element && node.matches('.error-summary'))) continue;
      const stage = record.target;
      rehearsals.push({
        hidden:
          stage instanceof HTMLElement &&
          stage.inert &&
          stage.getAttribute('aria-hidden') === 'true' &&
          stage.classList.contains('rehearsal'),
        gone: !stage.isConnected,
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

const rehearsals = (phone: Phone): Promise<{ hidden: boolean; gone: boolean }[]> =>
  phone.page.evaluate(() => (window as unknown as { __rehearsals: { hidden: boolean; gone: boolean }[] }).__rehearsals);

const pressesRehearsed = (phone: Phone): Promise<{ presses: string[]; clicks: boolean[] }> =>
  phone.page.evaluate(() => {
    const { __presses: presses, __clicks: clicks } = window as unknown as { __presses: string[]; __clicks: boolean[] };
    return { presses, clicks };
  });

const summariesFirstSeen = (phone: Phone): Promise<boolean[]> =>
  phone.page.evaluate(() => (window as unknown as { __summaryFirstSeen: boolean[] }).__summaryFirstSeen);

describe('the flow host on a 390-pixel phone', () => {
  it('takes the errors away when the zip lookup fills the address, and brings the summary back into view on every failed try', async () => {
    const phone = await phones.open();
    const { page } = phone;
    // The longest step, tapped at its foot: the frame that draws the summary scrolls up to it, so the person sees it
    // then and not a frame later.
    await page.addInitScript(recordRehearsals, touchBeforeClick);
    await openStep(phone, 'applicant50', 'attribute');
    // While the person reads, the step rehearses a failed submit (src/flow/submitRehearsal.tsx) so that the first tap
    // does not run its code for the first time: in a hidden, inert element, taken away in the same task. Nothing is
    // shown, announced or focused.
    await expect.poll(() => rehearsals(phone)).toEqual([{ hidden: true, gone: true }]);
    // Then it sends 次へ what a touch sends before its click, so React's first dispatch of those events is not on the
    // tap; untrusted, they make no click, press or focus.
    await expect.poll(() => pressesRehearsed(phone)).toEqual({ presses: touchBeforeClick, clicks: [] });
    expect(await page.locator('.error-summary').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    const unseen = await page.evaluate(() => {
      const probe = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'rehearsal' }));
      const { visibility, position } = getComputedStyle(probe);
      probe.remove();
      return { visibility, position };
    });
    expect(unseen).toEqual({ visibility: 'hidden', position: 'absolute' });
    await page.mouse.wheel(0, 4000);
    await watchErrorsDrawn(phone);
    await next(phone);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    // The observer's entry is handed over in a task after the frame, which may run after the focus is seen.
    await expect.poll(() => summariesFirstSeen(phone)).toEqual([true]);
    await answerThroughApi(phone, employee.steps.slice(stepsBefore('attribute').length, stepsBefore('zipcode').length));
    await page.goto(phone.url('/apply/zipcode'));
    await expect.poll(() => heading(phone)).toBe(titleOf('zipcode'));
    await settled(phone);

    // First try: both fields missing. The summary takes focus and the heading and step number stay in view.
    await page.mouse.wheel(0, 2000);
    await watchErrorsDrawn(phone);
    await next(phone);
    const summary = page.locator('.error-summary');
    await expect.poll(() => summary.count()).toBe(1);
    // The summary is on the page before the fields are drawn again with their messages, which follow in a render of
    // their own (SchemaFieldAfterSummary): the tap's frame shows the summary without waiting for every field.
    await expect.poll(() => page.locator('.field__error').count()).toBe(2);
    expect(await errorsDrawn(phone)).toEqual([['summary'], ['field']]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    const inView = () =>
      page.evaluate(() => ['h1', '.step-progress'].map((selector) => document.querySelector(selector)!.getBoundingClientRect().top));
    for (const top of await inView()) expect(top).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => Object.assign(document.querySelector('.error-summary')!, { seen: true }));

    // Second try with the same errors, from the foot of the page: focus moves back, and a new alert is announced.
    await field(phone, '住所（都道府県・市区町村・町域）').focus();
    await page.mouse.wheel(0, 2000);
    await next(phone);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await page.evaluate(() => (document.querySelector('.error-summary') as { seen?: boolean } | null)?.seen)).toBeUndefined();
    expect(await page.locator('.error-summary[role="alert"]').count()).toBe(1);
    for (const top of await inView()) expect(top).toBeGreaterThanOrEqual(0);
    await phone.screenshot('flow-zipcode-errors');

    // The lookup fills the address: its error, the zip code's and the summary go.
    await act(phone, { zip: '100-0001', address: '東京都千代田区千代田' });
    await expect.poll(() => summary.count()).toBe(0);
    expect(await page.locator('.field__error').count()).toBe(0);
    expect(await field(phone, '郵便番号').getAttribute('aria-invalid')).toBeNull();
    expect(realProblems(phone)).toEqual([]);
  });

  it('says so each time an answer changes the step total, with the totals the server counts', async () => {
    const phone = await phones.open();
    const { page } = phone;
    // A student's answers drop the workplace (after the income) and the licence number (after the licence): the
    // total changes twice in a row, and each change is said in words and announced.
    const student = journeys.find((journey) => journey.name === 'student')!;
    const from = student.steps.findIndex((step) => step.step === 'income');
    await startApplying(phone, 'applicant51');
    await answerThroughApi(phone, student.steps.slice(0, from));
    await page.goto(phone.url(student.steps[from]!.route));
    const totalOf = async (state: string) => (await flowView(phone)).steps.find((step) => step.state === state)!.position!.m;
    const changes: string[] = [];
    for (const [index, step] of student.steps.slice(from, from + 4).entries()) {
      await expect.poll(() => heading(phone)).toBe(titleOf(step.step));
      const before = await totalOf(step.step);
      for (const action of step.actions) await act(phone, action);
      await next(phone);
      const following = student.steps[from + index + 1]!;
      await page.waitForURL(phone.url(following.route));
      await expect.poll(() => heading(phone)).toBe(titleOf(following.step));
      const after = await totalOf(following.step);
      expect(await page.locator('.step-progress__text').textContent()).toMatch(new RegExp(`/ ${after}$`));
      const note = page.locator('.flow-notice[role="status"]');
      if (after === before) {
        expect(await note.count()).toBe(0);
        continue;
      }
      await expect.poll(() => note.count()).toBe(1);
      expect(await note.textContent()).toBe(`ご回答の内容により、ステップの総数が${before}から${after}に変わりました。`);
      changes.push(`${before}→${after}`);
      await settled(phone);
      await phone.screenshot(`flow-total-changed-${following.step}`);
      expect(await phone.accessibilityViolations()).toEqual([]);
    }
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(realProblems(phone)).toEqual([]);
  });

  it('keeps both windows’ answers when another window saved the same draft first', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await openStep(phone, 'applicant52', 'contact');

    // Another window saves this step first: the draft's version moves on.
    expect(await saveThroughApi(phone, 'contact', { mailAddress: 'other.window@example.jp' })).toBe(200);
    await act(phone, { fill: 'メールアドレス', value: 'this.window@example.jp' });
    await next(phone);
    const notice = page.locator('.flow-notice[role="status"]');
    await expect.poll(() => notice.textContent()).toContain('別の画面でお手続きの内容が更新されたため');
    expect(page.url()).toBe(phone.url('/apply/contact'));
    expect(await field(phone, 'メールアドレス').inputValue()).toBe('this.window@example.jp');
    expect((await flowView(phone)).answers['contact']).toEqual({ mailAddress: 'other.window@example.jp' });
    await settled(phone);
    await phone.screenshot('flow-draft-conflict');

    // Going on saves this window's answer over the draft as it is now.
    await next(phone);
    await page.waitForURL(phone.url('/apply/phone-number'));
    expect((await flowView(phone)).answers['contact']).toEqual({ mailAddress: 'this.window@example.jp' });
    expect(realProblems(phone, ['409'])).toEqual([]);
  });

  it('shows the confirm and result pages again on a reload, reads zip and phone as people write them, and goes from the result to the top on back', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await startApplying(phone, 'applicant53');
    await answerThroughApi(phone, employee.steps);
    await page.goto(phone.url('/apply/confirm'));
    await expect.poll(() => heading(phone)).toBe('お申し込み内容の確認');
    await page.reload();
    await expect.poll(() => heading(phone)).toBe('お申し込み内容の確認');
    expect(page.url()).toBe(phone.url('/apply/confirm'));

    const value = (label: string) =>
      page
        .locator('.confirm-row')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    expect(await value('郵便番号').textContent()).toBe('〒100-0001');
    const typedMobile = employee.steps.find((step) => step.step === 'phoneNumber')?.actions[0];
    expect(await value('携帯電話番号').first().textContent()).toBe(typedMobile && 'value' in typedMobile ? typedMobile.value : '');
    expect(await value('勤務先電話番号').textContent()).toBe('03-1234-5678');
    await settled(phone);
    await phone.screenshot('flow-confirm');

    // The person comes to the confirm page from the last step, as in the flow.
    const last = employee.steps.at(-1)!;
    await page.goto(phone.url(last.route));
    await expect.poll(() => heading(phone)).toBe(titleOf(last.step));
    await settled(phone);
    // Neither page has been drawn in this document: each is drawn once its code is here, never 「読み込んでいます」 first,
    // and the submit's done view, which has no confirm page, does not draw that in its place while the address follows.
    await page.evaluate(() => {
      const loading = { shown: false };
      new MutationObserver(() => {
        loading.shown ||= document.querySelector('.step__loading') !== null;
      }).observe(document.body, { subtree: true, childList: true });
      Object.assign(window, { loading });
    });
    await next(phone);
    await page.waitForURL(phone.url('/apply/confirm'));
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/apply/complete'));
    await expect.poll(() => page.getByTestId('inquiry-number').textContent()).toMatch(/^\d{6}-\d{4}-\d{5}-\d$/);
    expect(await page.evaluate(() => (window as unknown as { loading: { shown: boolean } }).loading.shown)).toBe(false);
    await page.reload();
    await expect.poll(() => heading(phone)).toBe('お申し込みを受け付けました');
    expect(page.url()).toBe(phone.url('/apply/complete'));
    await settled(phone);
    await phone.screenshot('flow-complete');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // Back from the result: the service top at once, the last step never drawn on the way.
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(document.querySelector('main h1')?.textContent ?? '')).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      Object.assign(window, { seenHeadings: seen });
    });
    await page.goBack();
    await page.waitForURL(phone.url('/'));
    await settled(phone);
    const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
    expect(seen).not.toContain(titleOf(last.step));
    expect(seen).not.toContain('お申し込み内容の確認');
    expect(realProblems(phone)).toEqual([]);
  });

  it('keeps what is typed on the drawn page before its script has run, and carries out a tap on 次へ made meanwhile', async () => {
    const phone = await phones.open();
    await startApplying(phone, await personLike(phone, 'applicant'));
    await answerThroughApi(phone, stepsBefore('attribute'));
    // A slow phone: the app's entry script arrives seconds after the drawn step is on the screen.
    await phone.context.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await phone.page.goto(phone.url('/apply/attribute'));
    await expect.poll(() => heading(phone)).toBe(titleOf('attribute'));
    expect(await phone.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // The person's own name, as the app knows it (a demo applicant like server/seed/demoAccounts.ts 'applicant').
    await phone.page.locator('#root_lastNameKanji').fill('青木');
    await phone.page.locator('#root_firstNameKanji').fill('葵');
    await phone.page.locator('#root_lastNameKana').fill('あおき');
    await phone.page.locator('#root_firstNameKana').fill('あおい');
    await phone.page.locator('#root_lastNameAlpha').fill('AOKI');
    await phone.page.locator('#root_firstNameAlpha').fill('AOI');
    expect(await earlyListeners(phone)).toEqual(['change', 'click', 'input', 'submit']);
    await phone.page.getByRole('button', { name: '次へ' }).click();
    expect(await phone.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // Nothing went out as a GET with the answers in the address; once the page is live the tap is carried out.
    expect(phone.page.url()).toBe(phone.url('/apply/attribute'));
    await phone.page.waitForURL((url) => url.pathname !== '/apply/attribute');
    await expect
      .poll(async () => (await flowView(phone)).answers['attribute'])
      .toMatchObject({ lastNameKanji: '青木', firstNameKanji: '葵', lastNameKana: 'アオキ' });
    // Live, the page holds nothing back: its early listeners would otherwise run on every later tap and keystroke.
    expect(await earlyListeners(phone)).toEqual([]);
    expect(realProblems(phone)).toEqual([]);
  });

  it('normalises what was typed and left on the drawn page before its script ran, on a slow phone, and leaves the focus where the person is', async () => {
    const phone = await phones.open();
    await startApplying(phone, await personLike(phone, 'applicant'));
    await answerThroughApi(phone, stepsBefore('attribute'));
    const { page } = phone;
    // Every field is typed and left before the page is live.
    const { cdp, typingDone } = await slowPhoneTypingFirst(phone);
    await page.goto(phone.url('/apply/attribute'), { waitUntil: 'domcontentloaded' });
    await page.locator('#root_lastNameKanji').fill('青木');
    await page.locator('#root_firstNameKanji').fill('葵');
    await page.locator('#root_lastNameKana').fill('あおき');
    await page.locator('#root_firstNameKana').fill('ｱｵｲ');
    await page.locator('#root_lastNameAlpha').fill('ａｏｋｉ');
    // The person is still in the last field as the page goes live.
    await page.locator('#root_firstNameAlpha').fill('aoi');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await page.locator('#root_lastNameKana').inputValue()).toBe('あおき');
    typingDone();
    await hydrated(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Each field left turns out as leaving it live does: hiragana and half-width kana to katakana, full-width letters
    // to capitals.
    await expect.poll(() => page.locator('#root_lastNameKana').inputValue()).toBe('アオキ');
    expect(await page.locator('#root_firstNameKana').inputValue()).toBe('アオイ');
    expect(await page.locator('#root_lastNameAlpha').inputValue()).toBe('AOKI');
    expect(await page.locator('#root_firstNameKanji').inputValue()).toBe('葵');
    // The field still in keeps the focus and shows what typing there live shows; leaving it is the live widget's.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_firstNameAlpha');
    expect(await page.locator('#root_firstNameAlpha').inputValue()).toBe('AOI');
    await next(phone);
    await page.waitForURL((url) => url.pathname !== '/apply/attribute');
    expect((await flowView(phone)).answers['attribute']).toMatchObject({
      lastNameKana: 'アオキ',
      firstNameKana: 'アオイ',
      lastNameAlpha: 'AOKI',
    });
    expect(realProblems(phone)).toEqual([]);
  });

  it('keeps a field the step draws only under a condition when it is typed before the script ran: the income of a student', async () => {
    const phone = await phones.open();
    const { page } = phone;
    const student = journeys.find((journey) => journey.name === 'student')!;
    await startApplying(phone, await personLike(phone, 'applicant51'));
    await answerThroughApi(
      phone,
      student.steps.slice(
        0,
        student.steps.findIndex((step) => step.step === 'income'),
      ),
    );
    // 「ご本人の年収」 is drawn by a condition on the earlier answer (not a homemaker): none of the step's own fields.
    const { cdp, typingDone } = await slowPhoneTypingFirst(phone);
    await page.goto(phone.url('/apply/income'), { waitUntil: 'domcontentloaded' });
    await field(phone, 'ご本人の年収').fill('８０');
    await field(phone, 'ご本人の年収').blur();
    await page.getByRole('button', { name: '次へ', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    typingDone();
    // The tap is carried out once the page is live, with the typed income: the next step, not 「入力してください」.
    await page.waitForURL(phone.url('/apply/use'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect((await flowView(phone)).answers['income']).toEqual({ income: '80' });
    expect(realProblems(phone)).toEqual([]);
  });
});
