import type { Page } from 'playwright-core';
import type { Phone } from './phone';

/** Fills the built-in provider's login form as a person would; every demo account's password is demo1234. */
export async function submitLoginForm(page: Page, loginId: string, password = 'demo1234'): Promise<void> {
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログインする' }).click();
}

/** Logs in through the real OpenID pages, asking to come back to `wanted`; the caller waits for where it lands. */
export async function logInAs(phone: Phone, loginId: string, wanted: string): Promise<void> {
  await phone.page.goto(phone.url(`/login?${new URLSearchParams({ redirect: wanted }).toString()}`));
  await submitLoginForm(phone.page, loginId);
}

/** A new person like a demo person (server/routes/develop.ts), for a journey that changes what it logs in as. */
export async function personLike(phone: Phone, template: string): Promise<string> {
  const answer = await fetch(phone.url('/api/develop/people'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ like: template }),
  });
  if (!answer.ok) throw new Error(`no person like ${template}: ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { data: { loginId: string } };
  return body.data.loginId;
}
