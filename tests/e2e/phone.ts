import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { axeViolations } from './axe';
import { failureReportEnd, failureReportStart } from './failureReport';
import { launchChromium, phoneContextOptions } from './phoneProfile';

export const screenshotFolder = join('tests', 'artifacts', 'screenshots');
const failureFolder = join('tests', 'artifacts', 'failures');

export interface Phone {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  readonly problems: string[];
  /**
   * The service's refusals the page was answered with (method, path without its query, status), for a failure's
   * report: a save answered 503 or 409 leaves the step where it was, and only this says why.
   */
  readonly refusals: string[];
  url(path: string): string;
  screenshot(name: string): Promise<void>;
  accessibilityViolations(): Promise<string[]>;
}

let phonesOpened = 0;

/**
 * The address the server takes the phone to come from (the e2e server trusts the loopback proxy's
 * X-Forwarded-For): each phone is its own person, so the per-client limits on SMS sends and logins count each
 * journey apart, as they would count people on their own networks, instead of one allowance for the whole run.
 * Derived from the test's name, so a run is repeatable; 198.18.0.0/15 is reserved for tests and reaches nothing.
 */
function clientAddressOfThisPhone(): string {
  const { testPath = '', currentTestName = '' } = expect.getState();
  let hash = phonesOpened++;
  for (const char of `${testPath} ${currentTestName}`) hash = (hash * 31 + char.charCodeAt(0)) % 65_536;
  return `198.18.${hash >> 8}.${hash & 255}`;
}

/** A 390×844 smartphone, as an applicant holds it. */
export async function openPhone(browser: Browser): Promise<Phone> {
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({ ...phoneContextOptions, extraHTTPHeaders: { 'x-forwarded-for': clientAddressOfThisPhone() } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const refusals: string[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (response.status() >= 400 && address.origin === new URL(baseUrl).origin) {
      refusals.push(`${response.request().method()} ${address.pathname} ${response.status()}`);
    }
  });
  mkdirSync(screenshotFolder, { recursive: true });
  return {
    context,
    page,
    problems,
    refusals,
    url: (path) => `${baseUrl}${path}`,
    screenshot: async (name) => {
      await page.screenshot({ path: join(screenshotFolder, `${name}.png`), fullPage: true });
    },
    accessibilityViolations: () => axeViolations(page),
  };
}

/**
 * One Chromium for a test file and a fresh phone per test: registers the hooks that launch the browser,
 * close each test's phone and close the browser at the end.
 */
export function phonesForThisFile(): { open(): Promise<Phone> } {
  let browser: Browser | undefined;
  const opened: Phone[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async ({ task }) => {
    const phones = opened.splice(0);
    if (task.result?.state === 'fail') {
      for (const [index, phone] of phones.entries()) await reportFailure(phone, `${task.name}-${index + 1}`);
    }
    for (const phone of phones) await phone.context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: async () => {
      if (!browser) throw new Error('the browser is not running: call open() inside a test');
      const phone = await openPhone(browser);
      opened.push(phone);
      return phone;
    },
  };
}

/**
 * Waits until the page the server drew is live (src/shell/serverDrawnPage.ts marks the document): a link followed
 * before then is a new document, drawn by the server again, not a move within the app.
 */
export async function hydrated(phone: Phone): Promise<void> {
  await phone.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * What a failed journey's phone showed, for a failure seen only in CI's log: the address, whether the page was live,
 * the heading, the error summary, the answers chosen, what has the focus, and what the page reported; the whole page
 * is kept as a PNG under tests/artifacts/failures/ for a failure seen here.
 */
async function reportFailure(phone: Phone, name: string): Promise<void> {
  const page = phone.page;
  if (page.isClosed()) return;
  mkdirSync(failureFolder, { recursive: true });
  const file = join(failureFolder, `${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 120)}.png`);
  const shown = await page
    .evaluate(() => ({
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
      heading: document.querySelector('h1')?.textContent ?? null,
      summary: document.querySelector('.error-summary')?.textContent ?? null,
      chosen: [...document.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => `${input.name || input.id}=${input.value}`),
      focused: document.activeElement?.outerHTML.slice(0, 200) ?? null,
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }));
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.error(
    `${failureReportStart} ${page.url()}\n${JSON.stringify(shown, null, 2)}\nproblems: ${JSON.stringify(phone.problems)}\nrefused: ${JSON.stringify(phone.refusals.slice(-10))}\n${failureReportEnd} ${file}`,
  );
}
