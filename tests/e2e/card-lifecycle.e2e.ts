import { describe, expect, it } from 'vitest';
import { printedExpiry } from '../../enums/card';
import { tokyoToday } from '../../validators/calendar';
import { heading, settled } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { codeFromDevelopPage } from './smsCode';

/**
 * The card's life on a 390-pixel phone (issue 16), from the member top: a delivered card activated from its notice; a lost card stopped with a new one
 * asked for; a damaged card replaced after the SMS check, which brings the member back to the step; a member leaving with every card, who then lands in the former members' area; a member whose bill is
 * unpaid told why they cannot leave yet. Each journey logs in as a new person like a demo person.
 */
const phones = phonesForThisFile();

async function looked(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

async function fromMemberTop(phone: Phone, template: string, menuItem: string, flowBase: string): Promise<void> {
  await logInAs(phone, await personLike(phone, template), '/member');
  await phone.page.waitForURL(phone.url('/member'));
  await phone.page.getByRole('link', { name: menuItem }).click();
  await phone.page.waitForURL(phone.url(flowBase));
  await settled(phone);
}

describe('the card’s life on a 390-pixel phone', () => {
  it('a member activates the card that has just arrived from the top’s notice, and the notice goes', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'newcard'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await phone.page.getByRole('link', { name: 'カードを有効化する' }).click();
    await phone.page.waitForURL(phone.url('/apply/card-activation'));
    await expect.poll(() => heading(phone)).toBe('カードの有効化');
    // The card was issued this month (the demo person's story): its printed expiry is this month five years on.
    const expiry = printedExpiry(tokyoToday(new Date()));
    const wrong = `${expiry.slice(0, 2)}${String((Number(expiry.slice(2)) + 1) % 100).padStart(2, '0')}`;
    await phone.page.getByLabel(/カードの有効期限/).fill(wrong);
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('一致しません');
    await looked(phone, 'card-activation-mismatch');
    await phone.page.getByLabel(/カードの有効期限/).fill(`${expiry.slice(0, 2)}/${expiry.slice(2)}`);
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await phone.page.waitForURL(phone.url('/apply/card-activation/confirm'));
    await phone.page.getByRole('button', { name: '有効化する' }).click();
    await phone.page.waitForURL(phone.url('/apply/card-activation/complete'));
    await expect.poll(() => heading(phone)).toBe('カードのご利用を開始できます');
    await phone.page.getByRole('link', { name: '会員トップへ' }).click();
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('ご利用明細');
    expect(await phone.page.getByRole('link', { name: 'カードを有効化する' }).count()).toBe(0);
  });

  it('a member who lost the card stops it and asks for a new one, both chosen already', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'regular', 'カードの利用停止（紛失・盗難）', '/member/setting/card-suspension');
    expect(await heading(phone)).toBe('カードの利用停止（紛失・盗難）');
    expect(await phone.page.getByLabel('紛失').isChecked()).toBe(true);
    expect(await phone.page.getByLabel('新しいカードを再発行する').isChecked()).toBe(true);
    await looked(phone, 'card-suspension');
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/card-suspension/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-section').textContent()).toMatch(/紛失.*再発行する/);
    await looked(phone, 'card-suspension-confirm');
    await phone.page.getByRole('button', { name: '利用を停止する' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/card-suspension/complete'));
    await expect.poll(() => heading(phone)).toBe('カードのご利用を停止しました');
    expect(await phone.page.locator('main').textContent()).toContain('再発行を受け付けました');
    await looked(phone, 'card-suspension-complete');
  });

  it('a member replaces a damaged card after the SMS check, and cannot ask twice', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await phone.page.getByRole('link', { name: 'カードの再発行' }).click();
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fsetting%2Freissue'));
    await phone.page.getByRole('button', { name: '認証コードを送信する' }).click();
    await expect.poll(() => phone.page.getByRole('status').textContent()).toMatch(/に認証コードを送信しました。/);
    await phone.page.getByLabel('認証コード').fill(await codeFromDevelopPage(phone));
    await phone.page.getByRole('button', { name: '認証する' }).click();

    await phone.page.waitForURL(phone.url('/member/setting/reissue'));
    await expect.poll(() => heading(phone)).toBe('カードの再発行');
    await phone.page.getByLabel('カードの破損・汚れ').check();
    await looked(phone, 'card-reissue');
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/reissue/confirm'));
    await phone.page.getByRole('button', { name: '再発行を申し込む' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/reissue/complete'));
    await expect.poll(() => heading(phone)).toBe('カードの再発行を受け付けました');
    expect(await phone.page.locator('main').textContent()).toContain('カードの破損・汚れ');
    await looked(phone, 'card-reissue-complete');

    // Asked again from the done page: the card is already on its way.
    await phone.page.goto(phone.url('/member/setting/reissue'));
    await phone.page.getByLabel('その他').check();
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('type') === 'reissueInProgress');
    await expect.poll(() => heading(phone)).toBe('カードを再発行中です');
  });

  it('a member leaves with every card and lands in the former members’ area', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'regular', '退会のお手続き', '/member/card-withdrawal');
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('Visa');
    await phone.page.getByRole('button', { name: '次へ' }).click();
    // Nothing chosen: the error summary names the reason.
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('退会の理由');
    await phone.page.getByLabel('年会費がかかるため').check();
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await phone.page.waitForURL(phone.url('/member/card-withdrawal/confirm'));
    await looked(phone, 'card-withdrawal-confirm');
    await phone.page.getByRole('button', { name: '退会する' }).click();
    await phone.page.waitForURL(phone.url('/member/card-withdrawal/complete'));
    await expect.poll(() => heading(phone)).toBe('退会のお手続きが完了しました');
    await looked(phone, 'card-withdrawal-complete');
    await phone.page.getByRole('link', { name: '元会員のページへ' }).click();
    await phone.page.waitForURL(phone.url('/ex-member/top'));
    // A member page now leads to the former members' area.
    await phone.page.goto(phone.url('/member'));
    await phone.page.waitForURL(phone.url('/ex-member/top'));
  });

  it('a member with an unpaid bill is told why they cannot leave yet', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'restricted', '退会のお手続き', '/member/card-withdrawal');
    await phone.page.getByLabel('その他').check();
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('type') === 'withdrawalErrorAll');
    await expect.poll(() => heading(phone)).toBe('退会のお手続きができません');
    await looked(phone, 'card-withdrawal-refused');
  });
});
