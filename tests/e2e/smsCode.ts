import { expect } from 'vitest';
import type { Phone } from './phone';

/** The newest code in the outbox, read on /develop in another tab as a tester would, once nothing is on its way. */
export async function codeFromDevelopPage(phone: Phone): Promise<string> {
  await expect
    .poll(async () => ((await (await fetch(phone.url('/api/develop/sms-outbox'))).json()) as { data: { waiting: number } }).data.waiting)
    .toBe(0);
  const tab = await phone.context.newPage();
  await tab.goto(phone.url('/develop'));
  const first = tab.getByRole('list', { name: 'SMS送信記録' }).getByRole('listitem').first();
  const text = (await first.textContent()) ?? '';
  await tab.close();
  const code = /認証コードは (\d{6}) です/.exec(text)?.[1];
  if (!code) throw new Error(`no code on /develop: ${text}`);
  return code;
}

/** The SMS check as a member passes it: send the code, read it on /develop, enter it. */
export async function passSmsCheck(phone: Phone): Promise<void> {
  const { page } = phone;
  await page.getByRole('button', { name: '認証コードを送信する' }).click();
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/に認証コードを送信しました。/);
  await page.getByLabel('認証コード').fill(await codeFromDevelopPage(phone));
  await page.getByRole('button', { name: '認証する' }).click();
}
