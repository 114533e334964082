import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { configWithFlags } from '../../tests/helpers/configWithFlags';
import { startPartnerCarrier, type PartnerCarrierServer } from '../../tests/helpers/partnerCarrier';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * The partner ID linkage of a card member (issue 35, SPEC 2.6 /member/setting/sbidlinkage) through the generic flow
 * routes and the status calls, as new people like the demo members: the certification prefilled with the registered
 * mobile number and refused by the partner for another one, the consent, the link shown with its date, its undo safe
 * to repeat and audited once, a second link after the undo, and a member already linked refused before the first page.
 */
const FLOW = '/external/v1/flows/partnerIdLinkage';
const STATUS = '/external/v1/member/sbidlinkage';
const UNLINK = `${STATUS}/unlink`;

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

async function personLike(template: string): Promise<Applicant & { readonly mobile: string }> {
  const loginId = (await seedPersonLike(subject.app.db, template, { today: testToday }))!;
  const person = await logInApplicant(subject.app, loginId);
  const { mobile_number } = await subject.app.db
    .selectFrom('members')
    .select('mobile_number')
    .where('id', '=', person.memberId)
    .executeTakeFirstOrThrow();
  return { ...person, mobile: mobile_number };
}

const save = (person: Applicant, step: string, answers: unknown, version?: number) =>
  person.post(
    `${FLOW}/steps/${step}`,
    { answers, ...(version === undefined ? {} : { version }) },
    { 'idempotency-key': crypto.randomUUID() },
  );
const unlink = (person: Applicant, key: string = crypto.randomUUID()) => person.post(UNLINK, {}, { 'idempotency-key': key });
const audited = (memberId: string) =>
  subject.app.db.selectFrom('audit_log').select(['actor', 'action', 'detail']).where('subject_id', '=', memberId).orderBy('id').execute();
/** The number as a person types it, grouped by hyphens (the schema's normaliser takes them out). */
const typed = (mobile: string) => `${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`;

async function linked(person: Applicant & { readonly mobile: string }) {
  expect((await save(person, 'sbIdLinkageCertification', { sbIdLinkageMobNum: typed(person.mobile) })).statusCode).toBe(200);
  return save(person, 'sbIdLinkagePermission', { sbIdLinkageConsent: true });
}

describe('linking a member to their partner ID', () => {
  it('starts from the registered mobile number, asks the consent, and shows the link with its date', async () => {
    const person = await personLike('regular');
    expect((await person.get(STATUS)).json().data).toEqual({ linked: false, linkedAt: null, mobNumLast4: null, offered: true });
    const first = (await person.get(`${FLOW}/entry`)).json().data;
    expect(first).toMatchObject({
      currentRoute: '/member/setting/sbidlinkage/certification',
      prefill: { sbIdLinkageCertification: { sbIdLinkageMobNum: person.mobile } },
    });

    const certified = await save(person, 'sbIdLinkageCertification', { sbIdLinkageMobNum: typed(person.mobile) });
    expect(certified.json().data.currentRoute).toBe('/member/setting/sbidlinkage/permission');
    const refused = await save(person, 'sbIdLinkagePermission', { sbIdLinkageConsent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([
      { field: 'sbIdLinkageConsent', message: 'パートナーIDとの連携には、お客さま情報の受け取りへの同意が必要です。' },
    ]);

    const before = Date.now();
    const done = (await save(person, 'sbIdLinkagePermission', { sbIdLinkageConsent: true })).json().data;
    expect(done).toMatchObject({ status: 'done', result: { route: '/member/setting/sbidlinkage/complete' } });
    expect(done.result.data.linkedAt).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}時\d{2}分$/);
    // Refused while the link holds, the done flow shows its result and offers no new run.
    const again = (await person.get(`${FLOW}/entry`)).json().data;
    expect(again).toMatchObject({ status: 'done', result: { route: '/member/setting/sbidlinkage/complete' } });
    expect(again.restartRoute).toBeUndefined();

    const status = (await person.get(STATUS)).json().data;
    expect(status).toEqual({ linked: true, linkedAt: expect.any(String), mobNumLast4: person.mobile.slice(-4), offered: true });
    expect(Date.parse(status.linkedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await audited(person.memberId)).toEqual([
      { actor: `member:${person.memberId}`, action: 'partnerIdLink.link', detail: { partner: 'SB' } },
    ]);
  });

  it('ends on the failure page when the partner does not know the number, and saves nothing', async () => {
    const person = await personLike('regular');
    const other = person.mobile.endsWith('1') ? '09011112222' : '09011112221';
    const refused = await save(person, 'sbIdLinkageCertification', { sbIdLinkageMobNum: other });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().resultInfo.codeId).toBe('5402');
    const after = (await person.get(`${FLOW}/entry`)).json().data;
    expect(after).toMatchObject({ version: 0, currentRoute: '/member/setting/sbidlinkage/certification', answers: {} });
    expect((await person.get(STATUS)).json().data.linked).toBe(false);
    expect(await audited(person.memberId)).toEqual([]);
  });

  it('refuses a member already linked before the first page, with the screen that leads to the status', async () => {
    const person = await personLike('gold');
    expect((await person.get(STATUS)).json().data).toMatchObject({ linked: true, mobNumLast4: person.mobile.slice(-4) });
    const entry = await person.get(`${FLOW}/entry`);
    expect(entry.statusCode).toBe(400);
    expect(entry.json().resultInfo.codeId).toBe('4035');
  });

  it('is for card members only', async () => {
    const person = await personLike('applicant');
    expect((await person.get(STATUS)).json().resultInfo.codeId).toBe('4006');
    expect((await unlink(person)).json().resultInfo.codeId).toBe('4006');
    expect((await person.get(`${FLOW}/entry`)).json().resultInfo.codeId).toBe('4030');
  });
});

describe('undoing the link', () => {
  it('unlinks once however often it is sent, audits it once, and lets the member link again', async () => {
    const person = await personLike('gold');
    const key = crypto.randomUUID();
    const undone = await unlink(person, key);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toEqual({ linked: false, linkedAt: null, mobNumLast4: null, offered: true });
    // The same call again (its key), and another tap (a new key): nothing left to undo, the same answer.
    expect((await unlink(person, key)).json()).toEqual(undone.json());
    expect((await unlink(person)).json().data).toEqual(undone.json().data);
    expect(await audited(person.memberId)).toEqual([
      { actor: `member:${person.memberId}`, action: 'partnerIdLink.unlink', detail: { partner: 'SB' } },
    ]);

    expect((await person.get(`${FLOW}/entry`)).json().data.currentRoute).toBe('/member/setting/sbidlinkage/certification');
    expect((await linked(person)).json().data.status).toBe('done');
    expect((await person.get(STATUS)).json().data.linked).toBe(true);
  });

  it('runs the linkage again over the finished run once the link is undone', async () => {
    const person = await personLike('regular');
    const done = (await linked(person)).json().data;
    await unlink(person);
    const view = (await person.get(`${FLOW}/entry`)).json().data;
    expect(view.restartRoute).toBe('/member/setting/sbidlinkage/certification');
    const restarted = await save(person, 'sbIdLinkageCertification', { sbIdLinkageMobNum: person.mobile }, view.version);
    expect(restarted.json().data).toMatchObject({
      status: 'draft',
      version: done.version + 1,
      currentRoute: '/member/setting/sbidlinkage/permission',
    });
    expect((await save(person, 'sbIdLinkagePermission', { sbIdLinkageConsent: true })).json().data.status).toBe('done');
    expect((await audited(person.memberId)).map((entry) => entry.action)).toEqual([
      'partnerIdLink.link',
      'partnerIdLink.unlink',
      'partnerIdLink.link',
    ]);
  });

  it('takes no body', async () => {
    const person = await personLike('gold');
    const refused = await person.post(UNLINK, { linked: false }, { 'idempotency-key': crypto.randomUUID() });
    expect(refused.statusCode).toBe(400);
    expect((await person.get(STATUS)).json().data.linked).toBe(true);
  });
});

describe('the partner ID linkage withdrawn by the feature flags, as the application’s linkage is', () => {
  const configs = { sbIdLinkageOff: configWithFlags({ sbIdLinkage: false }), rolledBack: configWithFlags({ sbIdLinkageRollback: true }) };
  const apps: Partial<Record<keyof typeof configs, TestApp>> = {};
  beforeAll(async () => {
    [apps.sbIdLinkageOff, apps.rolledBack] = await Promise.all([
      buildTestApp({ CONFIG_DIR: configs.sbIdLinkageOff }),
      buildTestApp({ CONFIG_DIR: configs.rolledBack }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    for (const folder of Object.values(configs)) rmSync(folder, { recursive: true, force: true });
  });

  it.each(['sbIdLinkageOff', 'rolledBack'] as const)(
    'refuses the linkage before its first page (%s: the linkage-closed screen, 4050), keeps nothing, and still shows and undoes a link made before',
    async (config) => {
      const app = apps[config]!.app;
      const person = await logInApplicant(app, (await seedPersonLike(app.db, 'regular', { today: testToday }))!);
      const opened = await person.get(`${FLOW}/entry`);
      expect(opened.statusCode).toBe(400);
      expect(opened.json().resultInfo).toMatchObject({ codeId: '4050', message: 'ただいまパートナーIDとの連携はお受けしていません。' });
      const { mobile_number } = await app.db
        .selectFrom('members')
        .select('mobile_number')
        .where('id', '=', person.memberId)
        .executeTakeFirstOrThrow();
      expect((await save(person, 'sbIdLinkageCertification', { sbIdLinkageMobNum: mobile_number })).json().resultInfo.codeId).toBe('4050');
      expect(await app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', person.memberId).execute()).toEqual([]);

      // The gold demo member linked before the flags changed: the status page still shows the link and undoes it.
      const gold = await logInApplicant(app, (await seedPersonLike(app.db, 'gold', { today: testToday }))!);
      expect((await person.get(STATUS)).json().data).toMatchObject({ linked: false, offered: false });
      expect((await gold.get(STATUS)).json().data).toMatchObject({ linked: true, offered: false });
      expect((await unlink(gold)).json().data).toMatchObject({ linked: false, offered: false });
    },
  );
});

describe('the partner carrier asked over its API (CARRIER_API_URL)', () => {
  let carrier: PartnerCarrierServer;
  let withCarrier: TestApp;
  beforeAll(async () => {
    carrier = await startPartnerCarrier(1500);
    withCarrier = await buildTestApp({
      CARRIER_API_URL: carrier.url,
      CARRIER_API_TOKEN: 'carrier-test-token',
      CARRIER_API_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await withCarrier.close();
    await carrier.close();
  });

  const member = async () => {
    const person = await logInApplicant(withCarrier.app, (await seedPersonLike(withCarrier.app.db, 'regular', { today: testToday }))!);
    const drafts = () => withCarrier.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', person.memberId).execute();
    return { person, drafts };
  };
  const certify = (person: Applicant, mobNum: string) => save(person, 'sbIdLinkageCertification', { sbIdLinkageMobNum: mobNum });

  it('links a number the carrier knows, sending it with the token, and refuses one it does not know (5402, the failure page)', async () => {
    const { person, drafts } = await member();
    carrier.customers.add('09011112222');
    const certified = await certify(person, '090-1111-2222');
    expect(certified.json().data.currentRoute).toBe('/member/setting/sbidlinkage/permission');
    expect(carrier.calls.at(-1)).toEqual({
      path: '/carrier/certifications',
      authorization: 'Bearer carrier-test-token',
      body: { mobNum: '09011112222' },
    });
    const unknown = await certify(person, '09033334444');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().resultInfo.codeId).toBe('5402');
    expect((await drafts()).length).toBe(1);
  });

  it.each([
    ['answers 500', { status: 500 }, 502, '5401'],
    ['answers something that is not JSON', { raw: '<html>' }, 502, '5401'],
    ['answers 503', { status: 503 }, 503, '5403'],
    ['is slower than the timeout', 'slow', 503, '5403'],
  ] as const)('ends on the carrier-link error when the carrier %s, and saves nothing', async (_case, answer, status, codeId) => {
    const { person, drafts } = await member();
    carrier.customers.add('09055556666');
    carrier.answers.push(answer);
    const refused = await certify(person, '09055556666');
    expect(refused.statusCode).toBe(status);
    expect(refused.json().resultInfo).toMatchObject({ codeId });
    expect(await drafts()).toEqual([]);
  });

  it('counts a carrier it cannot reach as unavailable (5403)', async () => {
    const gone = await startPartnerCarrier();
    await gone.close();
    const unreachable = await buildTestApp({ CARRIER_API_URL: gone.url, CARRIER_API_TOKEN: 'carrier-test-token' });
    try {
      const person = await logInApplicant(unreachable.app, (await seedPersonLike(unreachable.app.db, 'regular', { today: testToday }))!);
      const refused = await certify(person, '09055556666');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().resultInfo).toMatchObject({ codeId: '5403', message: '携帯電話会社のサービスが利用できません。' });
    } finally {
      await unreachable.close();
    }
  });
});
