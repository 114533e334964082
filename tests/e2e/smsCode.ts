import type { Phone } from './phone';

/** The newest code in the outbox, read on /develop in another tab as a tester would. */
export async function codeFromDevelopPage(phone: Phone): Promise<string> {
  const tab = await phone.context.newPage();
  await tab.goto(phone.url('/develop'));
  const first = tab.getByRole('list', { name: 'SMS送信記録' }).getByRole('listitem').first();
  const text = (await first.textContent()) ?? '';
  await tab.close();
  const code = /認証コードは (\d{6}) です/.exec(text)?.[1];
  if (!code) throw new Error(`no code on /develop: ${text}`);
  return code;
}
