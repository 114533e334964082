import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { heading, press, settled } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, screenshotFolder, type Phone } from './phone';
import { passSmsCheck } from './smsCode';
import { fromMenu } from './memberMenu';

/**
 * Issue 57 item 3 (個人情報保護法 第33条) on a 390-pixel phone: a member asks for their data from the member menu
 * after the SMS check, reads the link in the demo mailbox on /develop, downloads the export once (a ZIP: a PDF with
 * their name, a JSON with their records), and the same link a second time is refused on a Japanese page.
 */
const phones = phonesForThisFile();

async function looked(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

/**
 * A string of the PDF's document information (pdfkit writes each as an indirect object: a literal string, UTF-16BE
 * after its byte-order mark, with PDF's backslash escapes), read without a PDF library.
 */
function pdfInformation(pdf: Buffer, key: string): string {
  const text = pdf.toString('latin1');
  const object = new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
  const literal = object ? new RegExp(`\\n${object} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1] : undefined;
  if (literal === undefined) throw new Error(`no /${key} in the PDF`);
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const unescaped = literal.replace(/\\([0-7]{1,3}|.)/g, (_match, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(Number.parseInt(code, 8)) : (escapes[code] ?? code),
  );
  const bytes = Buffer.from(unescaped, 'latin1').subarray(2);
  return new TextDecoder('utf-16be').decode(bytes);
}

describe('a member asks for the data held about them', () => {
  it('requests it after the SMS check, opens the link from the mailbox, downloads it once, and a second download is refused', async () => {
    const phone = await phones.open();
    const { page } = phone;
    const loginId = await personLike(phone, 'regular');
    await logInAs(phone, loginId, '/member');
    await page.waitForURL(phone.url('/member'));
    await fromMenu(phone, '保有個人データの開示請求');
    // The page's data needs a recent SMS check: the member is sent to it and comes back.
    await page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Finfo%2Fdisclosure'));
    await passSmsCheck(phone);
    await page.waitForURL(phone.url('/member/info/disclosure'));
    await expect.poll(() => heading(phone)).toBe('保有個人データの開示請求');
    await expect.poll(() => page.getByTestId('disclosure-mail-to').textContent()).toMatch(/^送信先：[a-z]\*{6}@example\.com$/);
    await looked(phone, 'disclosure-request');

    await press(phone, '開示を請求する');
    expect(await heading(phone)).toBe('開示のご請求を受け付けました');
    await looked(phone, 'disclosure-requested');

    // The mail in the demo mailbox, as the member would read it; its link is the only way to the export.
    await page.goto(phone.url('/develop'));
    const mail = page
      .getByRole('list', { name: 'メール受信箱' })
      .getByRole('listitem')
      .filter({ hasText: `宛先 ${loginId}@example.com` })
      .filter({ hasText: '保有個人データの開示資料のご用意ができました' });
    await expect
      .poll(async () => {
        if ((await mail.count()) > 0) return true;
        await page.getByRole('button', { name: '最新の状態に更新する' }).click();
        return false;
      })
      .toBe(true);
    await mail.locator('summary').click();
    const link = mail.getByRole('link', { name: /\/member\/info\/disclosure\/download\?token=/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/member\/info\/disclosure\/download\?token=[A-Za-z0-9_-]{43}$/);
    await link.click();
    // The token leaves the address bar as soon as the page has it.
    await page.waitForURL(phone.url('/member/info/disclosure/download'));
    await expect.poll(() => heading(phone)).toBe('開示資料のダウンロード');
    await looked(phone, 'disclosure-download');

    const [download] = await Promise.all([page.waitForEvent('download'), press(phone, 'ダウンロードする')]);
    expect(await heading(phone)).toBe('ダウンロードしました');
    expect(download.suggestedFilename()).toMatch(/^disclosure-\d{8}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const pdf = Buffer.from(files['disclosure.pdf'] ?? []);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const json = JSON.parse(new TextDecoder().decode(files['disclosure.json']));
    const name = `${json.profile.last_name_kanji} ${json.profile.first_name_kanji}`;
    expect(pdfInformation(pdf, 'Subject')).toBe(`${name} 様`);
    expect(pdfInformation(pdf, 'Title')).toBe('保有個人データの開示について');
    expect(json.profile.mail_address).toBe(`${loginId}@example.com`);
    expect(json.records.cards.length).toBeGreaterThan(0);
    expect(json.records.statements.length).toBeGreaterThan(0);
    // Kept beside the screenshots, for a person to look at its pages.
    copyFileSync(await download.path(), join(screenshotFolder, 'disclosure-export.zip'));
    await looked(phone, 'disclosure-downloaded');

    // The same link again: the page opens, and the download is refused in words.
    await page.goto(new URL(href, phone.url('/')).toString());
    await page.waitForURL(phone.url('/member/info/disclosure/download'));
    await expect.poll(() => heading(phone)).toBe('開示資料のダウンロード');
    await press(phone, 'ダウンロードする');
    expect(await heading(phone)).toBe('ダウンロードできません');
    expect(await page.getByRole('alert').textContent()).toBe(
      'この開示資料はすでにダウンロードされています。ダウンロードできるのは1回だけです。もう一度ご覧になる場合は、改めて開示をご請求ください。',
    );
    await looked(phone, 'disclosure-download-refused');
    // The page's first read before the SMS check answers 403 (4032), and the refused download 400: both meant.
    expect(phone.problems.filter((problem) => !/status of (400|403)/.test(problem))).toEqual([]);
  });
});
