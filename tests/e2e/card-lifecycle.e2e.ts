import { describe, expect, it } from 'vitest';
import { printedExpiry } from '../../enums/card';
import { tokyoToday } from '../../validators/calendar';
import { credentialOf, heading, next, settled, press } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { openDesk } from './staffDesk';
import { passSmsCheck } from './smsCode';
import { fromMenu } from './memberMenu';

/**
 * The card's life on a 390-pixel phone (issue 16), from the member top: a delivered card activated from its notice;
 * family cards on a gold card up to its three, a family member's number changed, and one more refused; a regular card's gold upgrade to under review and its approval,
 * and one whose two family cards move with it, a gold card refused before its first page; the gold card's landing page
 * into the switch, and a card with four family cards choosing the three a gold card keeps; a member with three cards
 * seeing the card flows' first pages name the card once;
 * a second card of another brand to its review, and a gold one on the SB partner route (ID linkage, attention, fee choice);
 * a member with the full set of four refused another; the full card number shown after the SMS check
 * and gone once the page is left; a lost card, named on the page, stopped with a lost family card, a new one asked
 * for the member's own only, its flow then showing what was done; a damaged card replaced after the SMS check, which brings the member back to the step; a member leaving with every card, who then lands in the former members' area; a member whose bill is
 * unpaid told why they cannot leave yet, and one whose lost card is being replaced why no reissue, before either page. Each journey logs in as a new person like a demo person.
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
  await fromMenu(phone, menuItem);
  await phone.page.waitForURL(phone.url(flowBase));
  await settled(phone);
}

/** Another card's PIN page (7294, typed twice) and purpose page (shopping), each finished with 次へ. */
async function pinAndPurpose(phone: Phone): Promise<void> {
  const { page } = phone;
  await page.waitForURL(phone.url('/member/setting/multiple-card/entry/pin-number'));
  await page.locator('#root_pinNumber').fill('7294');
  await page.locator('#root_pinNumberConfirm').fill('7294');
  await next(phone);
  await page.waitForURL(phone.url('/member/setting/multiple-card/entry/purpose'));
  await page.getByRole('radio', { name: 'ショッピング', exact: true }).check();
  await next(phone);
}

/**
 * The newest case of the queue approved in the staff console (issue 31) by `examiner`, on a desk of their own; each
 * journey names another examiner, as a staff member's one-time code is not accepted twice.
 */
async function approveInConsole(phone: Phone, queue: 'goldUpgrade' | 'cardApplication', examiner: string): Promise<void> {
  const browser = phone.context.browser();
  if (!browser) throw new Error('no browser');
  const desk = await openDesk(browser, examiner, `/queues/${queue}`);
  await desk.page.locator('tbody tr').last().getByRole('link').click();
  await desk.page.getByLabel('承認').check();
  await desk.page.getByLabel(/^理由/).selectOption('A01');
  await desk.page.getByRole('button', { name: '決定する' }).click();
  await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('承認しました');
  await desk.context.close();
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
    await next(phone);
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('一致しません');
    await looked(phone, 'card-activation-mismatch');
    await phone.page.getByLabel(/カードの有効期限/).fill(`${expiry.slice(0, 2)}/${expiry.slice(2)}`);
    await next(phone);
    await phone.page.waitForURL(phone.url('/apply/card-activation/confirm'));
    await press(phone, '有効化する');
    await phone.page.waitForURL(phone.url('/apply/card-activation/complete'));
    await expect.poll(() => heading(phone)).toBe('カードのご利用を開始できます');
    await phone.page.getByRole('link', { name: '会員トップへ' }).click();
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('ご利用明細');
    expect(await phone.page.getByRole('link', { name: 'カードを有効化する' }).count()).toBe(0);
  });

  it("a gold member adds a family card, then has the three a gold card allows, changes one's number, and a fourth is refused", async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'gold'), '/member/setting/top');
    await phone.page.waitForURL(phone.url('/member/setting/top'));
    await phone.page.getByRole('link', { name: '家族カード' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/family-card/list'));
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('あと3枚');
    await phone.page.getByRole('link', { name: '家族カードを申し込む' }).click();

    const { page } = phone;
    await page.waitForURL(phone.url('/member/setting/family-card/add'));
    await page.getByLabel('姓（漢字）').fill('高橋');
    await page.getByLabel('名（漢字）').fill('美咲');
    // Typed in hiragana: the page turns it into katakana as the field is left.
    await page.getByLabel('姓（フリガナ）').fill('たかはし');
    await page.getByLabel('名（フリガナ）').fill('みさき');
    await page.getByLabel('名（漢字）').focus();
    await expect.poll(() => page.getByLabel('姓（フリガナ）').inputValue()).toBe('タカハシ');
    await looked(phone, 'family-card-name');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/add/name-alpha'));
    await page.getByLabel('姓（ローマ字）').fill('TAKAHASHI');
    await page.getByLabel('名（ローマ字）').fill('MISAKI');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/add/profile'));
    await page.getByLabel('女性').check();
    await page.getByLabel('配偶者').check();
    await page.locator('#root_familyBirthDay').selectOption('1990');
    await page.locator('#root_familyBirthDay__month').selectOption('4');
    await page.locator('#root_familyBirthDay__day').selectOption('15');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/add/phone-number'));
    await page.getByLabel('携帯電話番号').fill('080-2468-1357');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/add/pin'));
    await page.locator('#root_familyPinNumber').fill('3816');
    await page.locator('#root_familyPinNumberConfirm').fill('3816');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/confirm'));
    await expect.poll(() => page.locator('main').textContent()).toContain('タカハシ');
    expect(await page.content()).not.toContain('3816');
    await looked(phone, 'family-card-confirm');
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/member/setting/family-card/complete'));
    await expect.poll(() => heading(phone)).toBe('家族カードのお申し込みを受け付けました');
    await page.getByRole('link', { name: '家族カードの一覧へ' }).click();
    await page.waitForURL(phone.url('/member/setting/family-card/list'));
    await expect.poll(() => page.getByTestId('family-cards').textContent()).toContain('高橋 美咲（配偶者）');

    // Two more through the flow's API, as the same session (each path is walked there; the page is the same).
    const credential = await credentialOf(phone);
    await page.evaluate(
      async ({ ppcdCredential }) => {
        const call = async (path: string, body: unknown) => {
          const response = await fetch(`/external/v1/flows/familyCard/${path}?ppcdSwitchServiceFlg=yes`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              ppcdCredential,
              'idempotency-key': crypto.randomUUID(),
            },
            body: JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
          return (await response.json()) as { data: { version: number } };
        };
        for (const [first, mobile] of [
          ['一郎', '08011110001'],
          ['次郎', '08011110002'],
        ] as const) {
          const done = await fetch('/external/v1/flows/familyCard/entry?ppcdSwitchServiceFlg=yes', {
            headers: { accept: 'application/json', ppcdCredential },
          });
          let { version } = ((await done.json()) as { data: { version: number } }).data;
          const steps: [string, Record<string, string>][] = [
            [
              'name',
              { familyLastNameKanji: '高橋', familyFirstNameKanji: first, familyLastNameKana: 'タカハシ', familyFirstNameKana: 'イチロウ' },
            ],
            ['nameAlpha', { familyLastNameAlpha: 'TAKAHASHI', familyFirstNameAlpha: 'ICHIRO' }],
            ['profile', { familySexType: '1', familyRelation: '013', familyBirthDay: '20000101' }],
            ['phone', { familyMobNumFull: mobile }],
            ['pin', { familyPinNumber: '5924', familyPinNumberConfirm: '5924' }],
          ];
          for (const [step, answers] of steps) version = (await call(`steps/${step}`, { answers, version })).data.version;
          await call('submit', { version });
        }
      },
      { ppcdCredential: credential },
    );
    await page.reload();
    await expect.poll(() => page.locator('main').textContent()).toContain('上限の3枚に達しています');
    expect(await page.getByRole('link', { name: '家族カードを申し込む' }).count()).toBe(0);
    await looked(phone, 'family-cards-full');

    // A family member's new mobile number, from the list.
    await page.getByRole('link', { name: '家族カード会員の情報を変更する' }).click();
    await page.waitForURL(phone.url('/member/setting/family-card/memberinfo'));
    await page.getByRole('radio', { name: /高橋 美咲（配偶者）/ }).check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/memberinfo/change'));
    await page.getByLabel('携帯電話番号').fill('080-1357-2468');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/family-card/memberinfo/change/confirm'));
    await press(phone, 'この内容で変更する');
    await page.waitForURL(phone.url('/member/setting/family-card/memberinfo/complete'));
    await expect.poll(() => heading(phone)).toBe('家族カード会員の情報を変更しました');

    // Opened anyway (a bookmark), the first step is refused with the gold limit's screen.
    await page.goto(phone.url('/member/setting/family-card/add'));
    await page.getByLabel('姓（漢字）').fill('高橋');
    await page.getByLabel('名（漢字）').fill('三郎');
    await page.getByLabel('姓（フリガナ）').fill('タカハシ');
    await page.getByLabel('名（フリガナ）').fill('サブロウ');
    await next(phone);
    await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('type') === 'goldFamilyCardLimit');
    await expect.poll(() => heading(phone)).toBe('ゴールド家族カードの上限に達しています');
  });

  it('a member sees the full card number after the SMS check, and it is gone from the page and the browser once left', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, await personLike(phone, 'regular'), '/member/cardinfo');
    await page.waitForURL(phone.url('/member/cardinfo/auth-select?redirect=%2Fmember%2Fcardinfo'));
    await next(phone);
    await page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fcardinfo'));
    await passSmsCheck(phone);
    await page.waitForURL(phone.url('/member/cardinfo'));
    await page.getByRole('link', { name: /のカード番号・セキュリティコードを表示する$/ }).click();
    await page.waitForURL(phone.url('/member/cardinfo/cvv?card=0'));
    await page.getByRole('button', { name: '表示する' }).click();
    await expect.poll(() => page.getByTestId('card-numbers').textContent()).toMatch(/\d{4} \d{4} \d{4} \d{4}/);
    const shown = (await page.getByTestId('card-numbers').textContent()) ?? '';
    const number = /\d{4} \d{4} \d{4} \d{4}/.exec(shown)?.[0] ?? '';
    await looked(phone, 'card-numbers');

    const kept = () =>
      page.evaluate(async () => {
        const cached = await Promise.all(
          (await caches.keys()).map(async (name) => Promise.all((await (await caches.open(name)).keys()).map((request) => request.url))),
        );
        return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie, cached });
      });
    const storedNow = await kept();
    expect(storedNow).not.toContain(number);
    expect(storedNow).not.toContain(number.replace(/ /g, ''));

    await page.getByRole('link', { name: 'カード情報へ戻る' }).click();
    await page.waitForURL(phone.url('/member/cardinfo'));
    await page.goBack();
    await page.waitForURL(phone.url('/member/cardinfo/cvv?card=0'));
    await expect.poll(() => page.getByRole('button', { name: '表示する' }).isVisible()).toBe(true);
    expect(await page.content()).not.toContain(number);
    expect(await kept()).not.toContain(number.replace(/ /g, ''));
  });

  it('a regular member asks for the gold upgrade, accepts the terms, and after the examination holds a gold card', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'regular', 'ゴールドカードへの切り替え', '/member/setting/gold-card');
    await expect.poll(() => heading(phone)).toBe('ゴールドカードへの切り替え');
    await next(phone);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('確認のチェック');
    await page.getByLabel('このカードのゴールドカードへの切り替えを申し込みます').check();
    await looked(phone, 'gold-upgrade');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/gold-card/accept-permission'));
    await page.getByLabel('カード会員規約と個人情報の取扱いに同意します').check();
    await next(phone);
    // No family cards on this card: straight to the confirm page.
    await page.waitForURL(phone.url('/member/setting/gold-card/confirm'));
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/member/setting/gold-card/under-review'));
    await expect.poll(() => heading(phone)).toBe('ゴールドカードへの切り替えを受け付けました');
    await looked(phone, 'gold-upgrade-under-review');

    // An examiner approves it in the staff console: the same card is gold on the member top.
    await approveInConsole(phone, 'goldUpgrade', 'examiner');
    await page.goto(phone.url('/member'));
    await expect.poll(() => page.locator('main').textContent()).toMatch(/ゴールド(Visa|Mastercard|JCB)カード/);
  });

  it('a gold member who opens the switch to gold is told at once that the card is gold already', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'gold'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, 'ゴールドカードへの切り替え');
    await phone.page.waitForURL(phone.url('/error?type=alreadyGold'));
    await expect.poll(() => heading(phone)).toBe('このカードはすでにゴールドカードです');
    await looked(phone, 'gold-upgrade-already-gold');
  });

  it('a member whose card has two family cards upgrades it to gold, and the family cards move with it', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'regularWithFamily', 'ゴールドカードへの切り替え', '/member/setting/gold-card');
    await page.getByLabel('このカードのゴールドカードへの切り替えを申し込みます').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/gold-card/accept-permission'));
    await page.getByLabel('カード会員規約と個人情報の取扱いに同意します').check();
    await next(phone);
    // The family-card page is asked of this card, naming how many move.
    await page.waitForURL(phone.url('/member/setting/gold-card/family-card'));
    await expect.poll(() => page.locator('main').textContent()).toContain('このカードの家族カード（2枚）も');
    await next(phone);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('家族カードの切り替えを確認のうえ');
    await page.getByLabel('家族カードもゴールドカードの家族カードに切り替えます').check();
    await looked(phone, 'gold-upgrade-family-cards');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/gold-card/confirm'));
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/member/setting/gold-card/under-review'));
    await expect.poll(() => page.locator('main').textContent()).toMatch(/切り替わる家族カード\s*2枚/);

    await approveInConsole(phone, 'goldUpgrade', 'examiner2');
    await page.goto(phone.url('/member/setting/family-card'));
    // The same two family members, now on a gold card (its limit of three).
    await expect.poll(() => page.getByTestId('family-cards').textContent()).toMatch(/石川 陽子（配偶者）[\s\S]*石川 結衣/);
    await expect.poll(() => page.locator('main').textContent()).toContain('あと1枚');
  });

  it('a member reads the gold card’s landing page and goes from it into the switch', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, await personLike(phone, 'regular'), '/member/setting/gold-card/lp');
    await page.waitForURL(phone.url('/member/setting/gold-card/lp'));
    await expect.poll(() => heading(phone)).toBe('ゴールドカードのご案内');
    const text = await page.locator('main').textContent();
    expect(text).toContain('ゴールドカードの特典');
    expect(text).toContain('年会費');
    expect(text).toContain('切り替えできる方');
    await looked(phone, 'gold-card-lp');
    await page.getByRole('link', { name: 'ゴールドカードに切り替える' }).click();
    await page.waitForURL(phone.url('/member/setting/gold-card'));
    await expect.poll(() => heading(phone)).toBe('ゴールドカードへの切り替え');
    // The card is named once: above the heading, not again in the lead.
    expect(await page.getByTestId('flow-card').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain('下4桁');
  });

  it('a member with three cards sees the card flows’ first pages name the selected card once', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, await personLike(phone, 'multiple'), '/member');
    await page.waitForURL(phone.url('/member'));
    for (const [route, title] of [
      ['/member/setting/pin-management', '暗証番号の変更'],
      ['/member/setting/card-suspension', 'カードの利用停止（紛失・盗難）'],
    ] as const) {
      await page.goto(phone.url(route));
      await page.waitForURL(phone.url(route));
      await expect.poll(() => heading(phone)).toBe(title);
      expect(await page.getByTestId('flow-card').textContent()).toMatch(/^対象のカード：Visa（末尾\d{4}）/);
      // The lead no longer names the card a second time.
      expect(await page.locator('main').textContent()).not.toContain('下4桁');
    }
    await looked(phone, 'card-flow-subject-once');
  });

  it('a member whose card has four family cards is told a gold card holds three, chooses the ones carried over, and sees the result follow the examination', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'regularWithFourFamily', 'ゴールドカードへの切り替え', '/member/setting/gold-card');
    await page.getByLabel('このカードのゴールドカードへの切り替えを申し込みます').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/gold-card/accept-permission'));
    await page.getByLabel('カード会員規約と個人情報の取扱いに同意します').check();
    await next(phone);
    // The limit's screen of the switch (family-card/error): four family cards, a gold card holds three.
    await page.waitForURL(phone.url('/member/setting/gold-card/family-card/error'));
    await expect.poll(() => heading(phone)).toBe('家族カードをすべては切り替えられません');
    expect(await page.locator('main').textContent()).toContain('家族カードが4枚あるため');
    await page.getByLabel('引き継がない家族カードが使えなくなることを確認しました').check();
    await looked(phone, 'gold-upgrade-family-card-error');
    await next(phone);
    // The choice (family-card/change): the same family card twice is refused, then two different ones are kept.
    await page.waitForURL(phone.url('/member/setting/gold-card/family-card/change'));
    await expect.poll(() => heading(phone)).toBe('引き継ぐ家族カードの選択');
    // Listed oldest first after the placeholder: 陽子 (spouse), 結衣, 蒼 (children), 誠 (parent).
    await page.getByLabel('引き継ぐ家族カード（1枚目）').selectOption({ index: 1 });
    await page.getByLabel('引き継ぐ家族カード（2枚目）').selectOption({ index: 1 });
    await next(phone);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('同じ家族カードを2回選んでいます');
    await page.getByLabel('引き継ぐ家族カード（2枚目）').selectOption({ index: 2 });
    await looked(phone, 'gold-upgrade-family-card-change');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/gold-card/family-card'));
    await expect.poll(() => page.locator('main').textContent()).toContain('このカードの家族カード（2枚）も');
    await page.getByLabel('家族カードもゴールドカードの家族カードに切り替えます').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/gold-card/confirm'));
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/member/setting/gold-card/under-review'));
    await expect.poll(() => heading(phone)).toBe('ゴールドカードへの切り替えを受け付けました');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/引き継がない家族カード\s*石川 蒼、石川 誠/);

    // Approved in the staff console: the result page follows, and only the two kept remain.
    await approveInConsole(phone, 'goldUpgrade', 'supervisor');
    await page.goto(phone.url('/member/setting/gold-card/under-review'));
    await expect.poll(() => heading(phone)).toBe('ゴールドカードへの切り替えが完了しました');
    await looked(phone, 'gold-upgrade-approved');
    await page.goto(phone.url('/member/setting/family-card/list'));
    await expect.poll(() => page.getByTestId('family-cards').textContent()).toMatch(/石川 陽子（配偶者）[\s\S]*石川 結衣/);
    expect(await page.getByTestId('family-cards').textContent()).not.toContain('石川 蒼');
  });

  it('a member with a Visa card adds a Mastercard, and waits for its review', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'regular', 'カードの追加（別のブランド・ゴールドカード）', '/member/setting/multiple-card');
    await page.getByRole('link', { name: 'カードの追加を申し込む' }).click();
    await page.waitForURL(phone.url('/member/setting/multiple-card/accept-permission'));
    await page.getByLabel('カード会員規約と個人情報の取扱いに同意します').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/card-type'));
    // Both types are open to a member with one regular card; the regular one is chosen already.
    expect(await page.getByRole('radio', { name: '一般カード' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'ゴールドカード' }).count()).toBe(1);
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/card-brand'));
    // The Visa the member holds is not offered for a regular card.
    await page.getByRole('radio', { name: 'Mastercard', exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Visa', exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'JCB', exact: true }).count()).toBe(1);
    await looked(phone, 'multiple-card-brand');
    await page.getByRole('radio', { name: 'Mastercard', exact: true }).check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/card-design-color'));
    await page.getByRole('radio', { name: 'ブラック', exact: true }).check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/card-design'));
    await page.getByRole('radio', { name: 'Mastercard ブラック（横型）', exact: true }).check();
    await next(phone);
    await pinAndPurpose(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/confirm'));
    await expect.poll(() => page.locator('main').textContent()).toContain('Mastercard');
    await looked(phone, 'multiple-card-confirm');
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/member/setting/multiple-card/complete'));
    await expect.poll(() => heading(phone)).toBe('カードの追加を受け付けました');
    expect(await page.locator('main').textContent()).toMatch(/Mastercard 一般カード.*審査中/);
    await looked(phone, 'multiple-card-complete');
    await page.getByRole('link', { name: '審査の状況を見る' }).click();
    await page.waitForURL(phone.url('/member/setting/multiple-card/review-status'));
    await expect.poll(() => page.getByTestId('card-applications').textContent()).toContain('Mastercard 一般カード：審査中');

    // An examiner approves it in the staff console, and the review status says so.
    await approveInConsole(phone, 'cardApplication', 'supervisor2');
    await page.reload();
    await expect.poll(() => page.getByTestId('card-applications').textContent()).toContain('Mastercard 一般カード：発行しました');
    await looked(phone, 'multiple-card-review-status');
  });

  it('a member who holds the full set of four cards is told no more can be added', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'fullset', 'カードの追加（別のブランド・ゴールドカード）', '/member/setting/multiple-card');
    await page.getByRole('link', { name: 'カードの追加を申し込む' }).click();
    await page.waitForURL(phone.url('/member/setting/multiple-card/accept-permission'));
    await page.getByLabel('カード会員規約と個人情報の取扱いに同意します').check();
    await next(phone);
    await expect.poll(() => heading(phone)).toBe('これ以上カードをお申し込みいただけません');
    expect(await page.locator('main').textContent()).toContain('一般カード3枚とゴールドカード1枚の合計4枚まで');
    await looked(phone, 'multiple-card-full-set');
  });

  it("a member who came by the SB partner's link adds a gold card: links the partner ID, reads the attention page, chooses the fee payment", async () => {
    const phone = await phones.open();
    const { page } = phone;
    // The carrier's link names its campaign; the login keeps it, and the flow's first save carries it.
    await logInAs(phone, await personLike(phone, 'regular'), '/member/setting/multiple-card?campaignCode=S1001');
    await page.waitForURL(/\/member\/setting\/multiple-card\?campaignCode=S1001/);
    await page.getByRole('link', { name: 'カードの追加を申し込む' }).click();
    await page.waitForURL(phone.url('/member/setting/multiple-card/accept-permission'));
    await page.getByLabel('カード会員規約と個人情報の取扱いに同意します').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/sb-id-linkage/certification'));
    await page.getByLabel(/パートナー携帯会社にご登録の携帯電話番号/).fill('090-2468-1357');
    await looked(phone, 'multiple-card-sb-certification');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/sb-id-linkage/permission'));
    await page.getByLabel('パートナー携帯会社からお客さま情報を受け取ることに同意します').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/card-type'));
    await page.getByRole('radio', { name: 'ゴールドカード' }).check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/card-brand'));
    await page.getByRole('radio', { name: 'Mastercard', exact: true }).check();
    await next(phone);
    // SPEC 2.7: a gold card has its own face, so no colour or face page: on to the PIN.
    await pinAndPurpose(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/sb-id-linkage-attention'));
    await next(phone);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('ご注意の確認が必要です');
    await page.getByLabel('パートナーIDとの連携についてのご注意を確認しました').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/entry/sb-payment'));
    await page.getByRole('radio', { name: '携帯電話料金をこのカードで支払う', exact: true }).check();
    await looked(phone, 'multiple-card-sb-payment');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/multiple-card/confirm'));
    await expect.poll(() => page.locator('main').textContent()).toMatch(/090-2468-1357[\s\S]*携帯電話料金をこのカードで支払う/);
    await looked(phone, 'multiple-card-sb-confirm');
    await press(phone, 'この内容で申し込む');
    await page.waitForURL(phone.url('/member/setting/multiple-card/complete'));
    await expect.poll(() => page.locator('main').textContent()).toMatch(/Mastercard ゴールドカード.*審査中/);
  });

  it('a member who lost the card and a family card stops both, the own card ticked already, and has only the own card reissued', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'regularWithFamily', 'カードの利用停止（紛失・盗難）', '/member/setting/card-suspension');
    expect(await heading(phone)).toBe('カードの利用停止（紛失・盗難）');
    // The page names the card it came from, and where new cards go.
    expect(await page.getByTestId('flow-card').textContent()).toMatch(/^対象のカード：Mastercard（末尾\d{4}）/);
    expect(await page.locator('main').textContent()).toMatch(/石川 大翔様のご登録の住所（〒/);
    expect(await page.getByLabel('紛失').isChecked()).toBe(true);
    const stop = page.getByRole('group', { name: /^利用を停止するカード/ });
    const reissue = page.getByRole('group', { name: /^新しいカードを再発行するカード/ });
    // The member's card and the two family cards under it, the member's own ticked in both lists.
    await expect.poll(() => stop.getByRole('checkbox').count()).toBe(3);
    const own = (list: typeof stop) => list.locator('label').filter({ hasNotText: '家族カード' }).getByRole('checkbox');
    expect(await own(stop).isChecked()).toBe(true);
    expect(await own(reissue).isChecked()).toBe(true);
    const familyCard = stop.locator('label').filter({ hasText: '家族カード' }).first();
    const familyName = (await familyCard.textContent()) ?? '';
    expect(familyName).toMatch(/家族カード（石川 /);
    await familyCard.getByRole('checkbox').check();
    await looked(phone, 'card-suspension');
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/card-suspension/confirm'));
    const rows = page.locator('.confirm-section');
    await expect
      .poll(() => rows.textContent())
      .toMatch(/紛失[\s\S]*Mastercard（末尾\d{4}）[^、]*、Mastercard（末尾\d{4}） 家族カード（石川 [\s\S]*新しいカードを再発行するカード/);
    await looked(phone, 'card-suspension-confirm');
    await press(phone, '利用を停止する');
    await page.waitForURL(phone.url('/member/setting/card-suspension/complete'));
    await expect.poll(() => heading(phone)).toBe('カードのご利用を停止しました');
    const result = (await page.locator('main').textContent()) ?? '';
    expect(result).toContain(familyName.trim());
    // The new card is the member's own alone: the family card was stopped without one.
    expect(result).toMatch(/新しいカードMastercard（末尾\d{4}） Mastercardカードの再発行を受け付けました/);
    await looked(phone, 'card-suspension-complete');
    // Opened again, only the family card still in use is left to stop.
    await page.goto(phone.url('/member/setting/card-suspension'));
    await expect.poll(() => heading(phone)).toBe('カードの利用停止（紛失・盗難）');
    await expect.poll(() => stop.getByRole('checkbox').count()).toBe(1);
    expect(await stop.textContent()).toMatch(/家族カード（石川 /);
    expect(await stop.textContent()).not.toContain(familyName.trim());
  });

  it('a member who lost only a family card stops it alone, and the family card list says so and frees its place', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await fromMemberTop(phone, 'regularWithFamily', 'カードの利用停止（紛失・盗難）', '/member/setting/card-suspension');
    const stop = page.getByRole('group', { name: /^利用を停止するカード/ });
    const reissue = page.getByRole('group', { name: /^新しいカードを再発行するカード/ });
    await expect.poll(() => stop.getByRole('checkbox').count()).toBe(3);
    const own = (list: typeof stop) => list.locator('label').filter({ hasNotText: '家族カード' }).getByRole('checkbox');
    await own(stop).uncheck();
    await own(reissue).uncheck();
    await stop.locator('label').filter({ hasText: '家族カード' }).first().getByRole('checkbox').check();
    await next(phone);
    await page.waitForURL(phone.url('/member/setting/card-suspension/confirm'));
    await press(phone, '利用を停止する');
    await page.waitForURL(phone.url('/member/setting/card-suspension/complete'));
    await expect.poll(() => heading(phone)).toBe('カードのご利用を停止しました');
    // The member's own card is still in use, so its family card list opens; the lost card stopped without a new one
    // no longer holds one of the ten places.
    await page.goto(phone.url('/member/setting/family-card/list'));
    const listed = page.getByTestId('family-cards');
    await expect.poll(() => listed.locator('li').filter({ hasText: '利用停止' }).count()).toBe(1);
    await expect.poll(() => page.locator('main').textContent()).toContain('10枚まで（あと9枚）');
    await looked(phone, 'family-card-list-stopped');
  });

  it('a member replaces a damaged card after the SMS check, and cannot ask twice', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, 'カードの再発行');
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fsetting%2Freissue'));
    await passSmsCheck(phone);

    await phone.page.waitForURL(phone.url('/member/setting/reissue'));
    await expect.poll(() => heading(phone)).toBe('カードの再発行');
    await phone.page.getByLabel('カードの破損・汚れ').check();
    await looked(phone, 'card-reissue');
    await next(phone);
    await phone.page.waitForURL(phone.url('/member/setting/reissue/confirm'));
    await press(phone, '再発行を申し込む');
    await phone.page.waitForURL(phone.url('/member/setting/reissue/complete'));
    await expect.poll(() => heading(phone)).toBe('カードの再発行を受け付けました');
    expect(await phone.page.locator('main').textContent()).toContain('カードの破損・汚れ');
    await looked(phone, 'card-reissue-complete');

    // Opened again while the new card is on its way, the flow shows what was done rather than its reason page.
    await phone.page.goto(phone.url('/member/setting/reissue'));
    await phone.page.waitForURL(phone.url('/member/setting/reissue/complete'));
    await expect.poll(() => heading(phone)).toBe('カードの再発行を受け付けました');
  });

  it('a member whose lost card is already being replaced is told so before the reissue page', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'regular', 'カードの利用停止（紛失・盗難）', '/member/setting/card-suspension');
    await next(phone);
    await phone.page.waitForURL(phone.url('/member/setting/card-suspension/confirm'));
    await press(phone, '利用を停止する');
    await phone.page.waitForURL(phone.url('/member/setting/card-suspension/complete'));
    await phone.page.goto(phone.url('/member'));
    await fromMenu(phone, 'カードの再発行');
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fsetting%2Freissue'));
    await passSmsCheck(phone);
    // No reason asked: the screen says why at once.
    await phone.page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('type') === 'reissueInProgress');
    await expect.poll(() => heading(phone)).toBe('カードを再発行中です');
    await looked(phone, 'card-reissue-in-progress');
  });

  it('a member leaves with every card and lands in the former members’ area', async () => {
    const phone = await phones.open();
    await fromMemberTop(phone, 'regular', '退会のお手続き', '/member/card-withdrawal');
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('Visa');
    await next(phone);
    // Nothing chosen: the error summary names the reason.
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('退会の理由');
    await phone.page.getByLabel('年会費がかかるため').check();
    await next(phone);
    await phone.page.waitForURL(phone.url('/member/card-withdrawal/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-section').first().textContent()).toContain('年会費');
    await looked(phone, 'card-withdrawal-confirm');
    await press(phone, '退会する');
    await phone.page.waitForURL(phone.url('/member/card-withdrawal/complete'));
    await expect.poll(() => heading(phone)).toBe('退会のお手続きが完了しました');
    await looked(phone, 'card-withdrawal-complete');
    await phone.page.getByRole('link', { name: '元会員のページへ' }).click();
    await phone.page.waitForURL(phone.url('/ex-member/top'));
    // A member page now leads to the former members' area.
    await phone.page.goto(phone.url('/member'));
    await phone.page.waitForURL(phone.url('/ex-member/top'));
  });

  it('a member with an unpaid bill is told why they cannot leave yet, before giving a reason', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'restricted'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, '退会のお手続き');
    await phone.page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('type') === 'withdrawalErrorAll');
    await expect.poll(() => heading(phone)).toBe('退会のお手続きができません');
    await looked(phone, 'card-withdrawal-refused');
  });
});
