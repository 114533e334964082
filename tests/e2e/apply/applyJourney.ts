import { expect } from 'vitest';
import type { Phone } from '../phone';
import { codeFromDevelopPage } from '../smsCode';
import { submitLoginForm } from '../logIn';

/**
 * The apply journeys as data (STYLE.md: journeys are data tables): each step's route, what the applicant does
 * there, and what the server must then hold, normalised. One helper per kind of action, all through visible
 * labels as a person would.
 */
export type Action =
  | { readonly fill: string; readonly value: string }
  | { readonly choose: string }
  | { readonly select: string; readonly option: string }
  | { readonly check: string }
  | { readonly birthday: { readonly year: string; readonly month: string; readonly day: string } }
  | { readonly zip: string; readonly address: string; readonly pick?: string }
  /** The SMS step: send the code, read it from the development outbox on /develop, type it. */
  | { readonly smsCode: true };

export interface JourneyStep {
  readonly step: string;
  readonly route: string;
  readonly actions: readonly Action[];
  /** What the server stores for the step: typed values after the schema's normalisers. */
  readonly stored: Readonly<Record<string, unknown>>;
  /** What a save through the API sends, where it is not what is stored (a secret: stored as its marker only). */
  readonly saved?: Readonly<Record<string, unknown>>;
  /** The button that finishes the step, when it is not 「次へ」 (the SMS step's 「認証する」). */
  readonly submit?: string;
}

export interface Journey {
  readonly name: string;
  readonly loginId: string;
  readonly steps: readonly JourneyStep[];
  readonly result: 'complete' | 'underReview';
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its visible label; the 必須/任意 badge is part of the label, so a screen reader hears it too. */
export function field(phone: Phone, label: string) {
  return phone.page.getByLabel(new RegExp(`^${escape(label)}\\s*(必須|任意)$`));
}

export async function act(phone: Phone, action: Action): Promise<void> {
  const { page } = phone;
  if ('fill' in action) {
    const input = field(phone, action.fill);
    await input.fill(action.value);
    await input.blur();
  } else if ('choose' in action) {
    await page.getByRole('radio', { name: action.choose, exact: true }).check();
  } else if ('select' in action) {
    await field(phone, action.select).selectOption({ label: action.option });
  } else if ('check' in action) {
    await page.getByRole('checkbox', { name: action.check }).check();
  } else if ('smsCode' in action) {
    await page.getByRole('button', { name: '認証コードを送信する' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/に認証コードを送信しました。/);
    await field(phone, '認証コード').fill(await codeFromDevelopPage(phone));
  } else if ('birthday' in action) {
    await page.locator('#root_birthDay').selectOption(action.birthday.year);
    await page.locator('#root_birthDay__month').selectOption(action.birthday.month);
    await page.locator('#root_birthDay__day').selectOption(action.birthday.day);
  } else {
    await field(phone, '郵便番号').fill(action.zip);
    if (action.pick) await page.getByRole('button', { name: action.pick, exact: true }).click();
    await expect.poll(() => field(phone, '住所（都道府県・市区町村・町域）').inputValue()).toBe(action.address);
  }
}

/**
 * The page has finished sliding in, so a screenshot or a tap sees it where it stays: no animation running, and a page
 * the server drew is hydrated (what is typed into a drawn page before its script has taken over is not the form's yet;
 * a person on a phone meets the form after that).
 */
export async function settled(phone: Phone): Promise<void> {
  await phone.page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      (document.getElementById('root')?.hasAttribute('data-server-drawn') !== true ||
        document.documentElement.hasAttribute('data-hydrated')),
  );
}

export async function heading(phone: Phone): Promise<string> {
  return (await phone.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

/** A per-call credential for the page's session (SPEC 7.1 getCredentialV2), as the app's API client gets one. */
export async function credentialOf(phone: Phone): Promise<string> {
  return phone.page.evaluate(
    async () => ((await (await fetch('/api/bff/getCredentialV2')).json()) as { data: { ppcdCredential: string } }).data.ppcdCredential,
  );
}

/** The saved application as the browser's own session reads it back through the credentialed API. */
export async function savedFlow(phone: Phone): Promise<{
  answers: Record<string, Record<string, unknown>>;
  currentRoute: string;
  status: string;
  result?: string;
  inquiryNumber?: string;
}> {
  const credential = await credentialOf(phone);
  return phone.page.evaluate(async (ppcdCredential) => {
    const response = await fetch('/external/v1/apply/entry?ppcdSwitchServiceFlg=yes', {
      headers: { accept: 'application/json', ppcdCredential },
    });
    return ((await response.json()) as { data: { flow: never } }).data.flow;
  }, credential);
}

/** Logs in through the real OpenID pages, starting where an applicant starts: the flow's overview page. */
export async function startApplying(phone: Phone, loginId: string): Promise<void> {
  const { page } = phone;
  await page.goto(phone.url('/apply/steps'));
  await page.waitForURL(/\/login|\/oidc\//);
  await submitLoginForm(page, loginId);
  await page.waitForURL(phone.url('/apply/steps'));
}

/**
 * Presses the page's button (「次へ」 unless named) and waits for the page's answer to that press: the next page,
 * settled, this try's error summary, or a new word in the flow's notice (another window saved first, and the step
 * stays). Each move draws a new main (src/shell/AppShell.tsx keys it by the location), so a new heading; the summary
 * is drawn anew for each try (src/flow/theme/ErrorSummary.tsx). A journey that read right after the click read the
 * page it had pressed on, or the next one before it was drawn (issue 62).
 */
export async function press(phone: Phone, name = '次へ'): Promise<void> {
  const { page } = phone;
  await page.evaluate(() => {
    const pressedOn = {
      heading: document.querySelector('h1'),
      summary: document.querySelector('.error-summary'),
      notice: document.querySelector('.flow-notice')?.textContent ?? null,
    };
    Object.assign(window, { __pressedOn: pressedOn });
  });
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction(() => {
    // A new document (a redirect the server answered) has no mark: its own heading is the answer.
    const pressedOn = (window as { __pressedOn?: { heading: Element | null; summary: Element | null; notice: string | null } }).__pressedOn;
    const summary = document.querySelector('.error-summary');
    const heading = document.querySelector('h1');
    const notice = document.querySelector('.flow-notice')?.textContent ?? null;
    return (
      (summary !== null && summary !== pressedOn?.summary) ||
      (heading !== null && heading !== pressedOn?.heading) ||
      (pressedOn !== undefined && notice !== null && notice !== pressedOn.notice)
    );
  });
  await settled(phone);
}

export const next = (phone: Phone) => press(phone);

/** Finishes a journey step with its own button (「次へ」 unless the step names another), waiting for the answer. */
export const finishStep = (phone: Phone, step: JourneyStep) => press(phone, step.submit);
