import { describe, expect, it } from 'vitest';
import { settled } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';

/**
 * The card processor's events reach the member (issue 60) on a 390-pixel phone: the demo's processor stand-in sends a
 * use abroad and a decline through the signed intake (/api/develop/card-events signs them and posts them to
 * /processor/v1/events); the member finds the mail in the demo mailbox, the use on the authorisations page and the
 * decline with its reason.
 */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

async function sendScenario(phone: Phone, loginId: string, scenario: string): Promise<void> {
  const answer = await fetch(phone.url('/api/develop/card-events'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, scenario }),
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { events: { result: string }[] } };
  expect(body.data.events.map((event) => event.result)).toEqual(['applied']);
}

describe('the card’s events on a 390-pixel phone', () => {
  it('a use abroad sent through the intake is mailed at once and shown pending; a decline shows with its reason', async () => {
    const phone = await phones.open();
    const loginId = await personLike(phone, 'regular');
    await sendScenario(phone, loginId, 'abroad');
    await sendScenario(phone, loginId, 'declined');

    await phone.page.goto(phone.url('/develop'));
    const mailbox = phone.page.getByRole('list', { name: 'メール受信箱' });
    const mail = mailbox
      .getByRole('listitem')
      .filter({ hasText: `宛先 ${loginId}@example.com` })
      .filter({ hasText: '海外でのカードご利用のお知らせ' });
    await expect
      .poll(async () => {
        if ((await mail.count()) > 0) return true;
        await phone.page.getByRole('button', { name: '最新の状態に更新する' }).click();
        return false;
      })
      .toBe(true);
    await mail.locator('summary').click();
    await expect.poll(() => mail.textContent()).toContain('SEASIDE HOTEL HONOLULU（アメリカ合衆国）');
    await phone.screenshot('card-events-mail-abroad');

    await logInAs(phone, loginId, '/member/authorization/detail');
    await phone.page.waitForURL(phone.url('/member/authorization/detail'));
    await expect.poll(() => heading(phone)).toBe('最近のご利用（承認状況）');
    // The two newest lines: the decline (sent last) and the use abroad, held as 確認中 until its amount is final.
    const abroad = phone.page.getByTestId('authorization-line').filter({ hasText: 'SEASIDE HOTEL HONOLULU' });
    await expect.poll(() => abroad.count()).toBe(1);
    expect(await abroad.locator('.authorization-lines__status').textContent()).toBe('確認中');
    expect(await phone.page.getByTestId('authorization-line').nth(1).textContent()).toContain('SEASIDE HOTEL HONOLULU');
    await settled(phone);
    await phone.screenshot('card-events-authorization-abroad');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('link', { name: 'ご利用できなかった取引と理由を見る' }).click();
    await expect.poll(() => heading(phone)).toBe('ご利用できなかった取引');
    const declined = phone.page.getByTestId('authorization-line').filter({ hasText: '家電のミナト' }).first();
    await expect.poll(() => declined.locator('.authorization-lines__reason').textContent()).toBe('理由：残高不足・ご利用可能枠超過');
    expect(await phone.page.getByTestId('decline-advice').filter({ hasText: '残高不足・ご利用可能枠超過' }).count()).toBe(1);
    await settled(phone);
    await phone.screenshot('card-events-declined');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });
});
