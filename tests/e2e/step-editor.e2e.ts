import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpsApp } from '../../server/ops/opsApp';
import { freePort } from '../helpers/freePort';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer';
import { heading, press, settled, startApplying } from './apply/applyJourney';
import { answerThroughApi } from './apply/flowApi';
import { journeys } from './apply/journeys';
import { personLike } from './logIn';
import { phoneOnServer, startOwnServer, type OwnServer } from './ownServer';
import { phonesForThisFile, type Phone } from './phone';
import { openDesk, type Desk } from './staffDesk';

/**
 * Issue 55 as product staff and an applicant meet it: 企画 渡辺 changes a hint and a rule's message of the
 * application's name step and the order of two options of the limit-raise purpose step, previews each at 390 px, 企画
 * 中村 approves and publishes; the applicant's page shows the new texts on both instances of one PostgreSQL without a
 * restart, and one action rolls it back. Two servers in this process on a PostgreSQL of their own (the shared e2e
 * server is one process on PGlite), each with its own pool and its own poll of the published versions.
 */
const phones = phonesForThisFile();
const hint = '戸籍の漢字でなくても、ふだんお使いの漢字で結構です。';
const message = '姓（漢字）をご入力ください。';

let postgres: PostgresServer;
let first: OwnServer;
let second: OwnServer;
let ops: FastifyInstance;
let opsUrl: string;

/** One instance of the service on the file's PostgreSQL, each reading the published versions on its own. */
const startInstance = (seed: boolean): Promise<OwnServer> =>
  startOwnServer({
    seed,
    environment: { DEMO: '1', DATABASE_URL: postgres.url, OPS_ORIGIN: opsUrl, CONFIG_POLL_MS: '500' },
  });

beforeAll(async () => {
  postgres = await startPostgres();
  const opsPort = await freePort();
  opsUrl = `http://127.0.0.1:${opsPort}`;
  first = await startInstance(true);
  second = await startInstance(false);
  ops = await buildOpsApp(first.app);
  await ops.listen({ host: '127.0.0.1', port: opsPort });
}, 240_000);
afterAll(async () => {
  await ops?.close();
  await second?.close();
  await first?.close();
  postgres?.stop();
});

/** A phone on one instance. */
const phoneOn = async (instance: OwnServer): Promise<Phone> => phoneOnServer(await phones.open(), instance);

/** A new applicant on `instance`, past the consent, on the name step as the server draws it. */
async function onNameStep(instance: OwnServer): Promise<Phone> {
  const phone = await phoneOn(instance);
  const loginId = await personLike(phone, 'applicant');
  await startApplying(phone, loginId);
  const employee = journeys.find((journey) => journey.name === 'employee')!;
  await answerThroughApi(phone, employee.steps.slice(0, 1));
  return phone;
}

const hintOnNameStep = async (phone: Phone): Promise<string> => {
  await phone.page.goto(phone.url('/apply/attribute'));
  await settled(phone);
  return (await phone.page.locator('main').textContent()) ?? '';
};

/** The walk of every path of the application's machine: 20 s alone, over 120 s beside the other half of the journeys. */
const checkLimit = 400_000;

/**
 * Saves the open editor with its reason. The save answers at once with the version's page, which says its checks
 * run; the person asks for the result with the page's link until it is there, as a person would.
 */
async function saveWith(desk: Desk, reason: string): Promise<number> {
  await desk.page.getByLabel(/^変更の理由/).fill(reason);
  await desk.page.getByRole('button', { name: '確認して保存する' }).click();
  await desk.page.waitForURL(/\/steps\/versions\/[0-9]+$/);
  const result = desk.page.getByText('確認はすべて通りました');
  await expect
    .poll(
      async () => {
        const link = desk.page.getByRole('link', { name: '確認の結果を表示する' });
        if (await link.count()) await link.click();
        return result.count();
      },
      { timeout: checkLimit, interval: 2_000 },
    )
    .toBe(1);
  return Number(/([0-9]+)$/.exec(desk.page.url())?.[1]);
}

async function approveAndPublish(desk: Desk, version: number): Promise<void> {
  await desk.page.goto(`${opsUrl}/steps/versions/${version}`);
  await desk.page.getByRole('button', { name: 'この版を承認する' }).click();
  await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('承認しました');
  await desk.page.getByRole('button', { name: '公開する' }).click();
  await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('公開しました');
}

/** The preview link of the version page, opened on a 390 px phone as another staff member or a designer would. */
async function openPreview(desk: Desk): Promise<Phone> {
  const link = await desk.page.getByRole('link', { name: /\/preview\/step\?t=/ }).getAttribute('href');
  const phone = await phoneOn(first);
  await phone.page.goto(link ?? '');
  await settled(phone);
  return phone;
}

describe('a step changed in the console by product staff', () => {
  it('is previewed at 390 px, approved by another, live on both instances without a restart, and rolled back in one action', async () => {
    const phone = await phoneOn(first);
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const author = await openDesk(browser, 'product', '/steps', opsUrl);
    const approver = await openDesk(browser, 'product2', '/steps', opsUrl);

    // The name step: the family name's hint and its message when left empty.
    // Listed in the machine's order under its flow, by the step's title.
    await author.page.locator('a[href="/steps/apply/attribute"]').click();
    await author.page.waitForURL(`${opsUrl}/steps/apply/attribute`);
    await author.page.locator('#f-lastNameKanji-description').fill(hint);
    await author.page.locator('#f-lastNameKanji-requiredMessage').fill(message);
    await author.screenshot('step-editor-attribute');
    expect(await author.accessibilityViolations()).toEqual([]);
    const nameVersion = await saveWith(author, '姓のヒントと未入力のメッセージを変える');
    await author.screenshot('step-editor-version');
    expect(await author.accessibilityViolations()).toEqual([]);

    // The preview: the draft drawn by the real renderer; an empty 次へ shows the new message.
    const preview = await openPreview(author);
    await expect.poll(() => preview.page.locator('main').textContent()).toContain(hint);
    await press(preview);
    await expect.poll(() => preview.page.locator('.error-summary').textContent()).toContain(message);
    await preview.screenshot('step-preview-attribute-errors');
    expect(await preview.accessibilityViolations()).toEqual([]);

    // The limit raise's purposes: the first two options swap places.
    await author.page.goto(`${opsUrl}/steps/balanceRaise/purpose`);
    const orders = author.page.getByLabel(/^選択肢 .+ の並び順$/);
    const [firstOrder, secondOrder] = [orders.nth(0), orders.nth(1)];
    const labels = author.page.getByLabel(/^選択肢 .+ の見出し$/);
    const [firstLabel, secondLabel] = [await labels.nth(0).inputValue(), await labels.nth(1).inputValue()];
    await firstOrder.fill('2');
    await secondOrder.fill('1');
    const purposeVersion = await saveWith(author, '選択肢の順を入れ替える');
    const purposePreview = await openPreview(author);
    await expect
      .poll(() =>
        purposePreview.page
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim())),
      )
      .toEqual(expect.arrayContaining([secondLabel, firstLabel]));
    const drawn = await purposePreview.page
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim()));
    expect(drawn.indexOf(secondLabel)).toBeLessThan(drawn.indexOf(firstLabel));

    // Another product staff member approves both and publishes them now.
    await approveAndPublish(approver, nameVersion);
    await approveAndPublish(approver, purposeVersion);
    await approver.screenshot('step-editor-published');

    // The applicant's page, on each instance: the new hint drawn, the new message on an empty 次へ.
    for (const instance of [first, second]) {
      const applicant = await onNameStep(instance);
      await expect.poll(() => hintOnNameStep(applicant), { timeout: 30_000 }).toContain(hint);
      await press(applicant);
      await expect.poll(() => applicant.page.locator('.error-summary').textContent()).toContain(message);
      expect(applicant.problems.filter((problem) => !/\b400\b/.test(problem))).toEqual([]);
    }

    // One action rolls the name step back to the repo's file, on both instances.
    await author.page.goto(`${opsUrl}/steps/apply/attribute`);
    await Promise.all([
      author.page.waitForResponse((response) => response.url().endsWith('/steps/apply/attribute/rollback')),
      author.page.getByRole('button', { name: '公開中の版をひとつ前に戻す' }).click(),
    ]);
    for (const instance of [first, second]) {
      const applicant = await onNameStep(instance);
      await expect.poll(() => hintOnNameStep(applicant), { timeout: 30_000 }).not.toContain(hint);
      expect(await heading(applicant)).toBeTruthy();
    }
    await author.context.close();
    await approver.context.close();
  }, 900_000);
});

describe('an applicant in the middle of the application when product staff publish a required question', () => {
  it('keeps every answer, is asked the question before the confirm page, and the submission records the version', async () => {
    const phone = await phoneOn(first);
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const loginId = await personLike(phone, 'applicant');
    await startApplying(phone, loginId);
    const employee = journeys.find((journey) => journey.name === 'employee')!;
    await answerThroughApi(phone, employee.steps);
    await phone.page.goto(phone.url('/apply/confirm'));
    await expect.poll(() => heading(phone)).toBe('お申し込み内容の確認');
    const confirmedBefore = (await phone.page.locator('main').textContent()) ?? '';

    // 企画 渡辺 adds a required yes/no question to the use step; 企画 中村 approves and publishes it.
    const author = await openDesk(browser, 'product', '/steps/apply/use', opsUrl);
    await author.page.getByLabel('質問の種類').selectOption({ label: 'はい／いいえ' });
    await author.page.getByLabel(/^項目名/).fill('qKnewCard');
    await author.page.getByLabel('見出し', { exact: true }).fill('当社のカードを以前からご存じでしたか');
    await author.page.getByRole('checkbox', { name: '必須にする' }).last().check();
    const version = await saveWith(author, '認知の経路を伺う');
    const approver = await openDesk(browser, 'product2', '/steps', opsUrl);
    await approveAndPublish(approver, version);

    // The confirm page reloaded: the use step again, saying why, the question asked; every other answer kept.
    await phone.page.goto(phone.url('/apply/confirm'));
    await phone.page.waitForURL(phone.url('/apply/use'));
    await expect.poll(() => phone.page.getByTestId('schema-changed').isVisible()).toBe(true);
    await expect.poll(() => phone.page.getByText('当社のカードを以前からご存じでしたか').isVisible()).toBe(true);
    await phone.screenshot('step-question-asked-again');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.getByRole('radio', { name: 'はい', exact: true }).check();
    await press(phone);
    await phone.page.waitForURL(phone.url('/apply/confirm'));
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('当社のカードを以前からご存じでしたか');
    const confirmedAfter = (await phone.page.locator('main').textContent()) ?? '';
    for (const answer of ['コバヤシ', 'hina.kobayashi@example.jp'])
      if (confirmedBefore.includes(answer)) expect(confirmedAfter).toContain(answer);

    await press(phone, 'この内容で申し込む');
    await phone.page.waitForURL(phone.url('/apply/complete'));
    const submitted = await first.app.db
      .selectFrom('applications')
      .select(['schema_version', 'answers'])
      .where('member_id', '=', `member-${loginId}`)
      .executeTakeFirstOrThrow();
    expect(submitted.schema_version.split('@')[1]?.split('.')).toContain(String(version));
    expect(submitted.answers['use']?.['qKnewCard']).toBe('yes');
    await author.context.close();
    await approver.context.close();
  }, 900_000);
});
