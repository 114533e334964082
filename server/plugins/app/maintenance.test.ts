import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { sessionOf } from '../../../tests/helpers/testSessions';
import { startStaffSession } from '../../operations/staffMembers';
import { buildOpsApp } from '../../ops/opsApp';
import { staffSubjectOf } from '../../seed/staffAccounts';

/**
 * Issue 35: the operator's maintenance switch and the services' hours (config/serviceHours.json), published by
 * product staff in the staff console and read by every instance without a restart, on both databases. The app's
 * clock is the test's, so a scheduled window and the hours are met at chosen Tokyo times.
 */
const origin = 'http://localhost:3902';
let subject: TestApp;
let ops: FastifyInstance;
let staffCookie: string;
let instant: Date | undefined;

beforeAll(async () => {
  subject = await buildTestApp({ OPS_ORIGIN: origin }, { clock: () => instant ?? new Date() });
  ops = await buildOpsApp(subject.app);
  await ops.ready();
  staffCookie = `ops_session=${await startStaffSession(subject.app.db, staffSubjectOf('product'))}`;
});
afterAll(async () => {
  await ops.close();
  await subject.close();
});

const noWindows = { windows: [] as { from: string; until: string }[] };
const allDay = [{ service: '振込キャッシング', flows: ['cashingNet', 'revoCashing'], opens: '00:00', closes: '24:00' }];

/** Saves the console's form as product staff do; answers the console's answer. */
async function publish(form: { maintenance?: boolean; paymentProviderMaintenance?: boolean; schedule?: unknown; note?: string }) {
  const fields: Record<string, string> = {
    schedule: JSON.stringify(form.schedule ?? { maintenance: noWindows, paymentProviderMaintenance: noWindows, hours: allDay }),
    note: form.note ?? 'テスト',
    publishAt: '',
  };
  if (form.maintenance) fields['maintenance'] = 'on';
  if (form.paymentProviderMaintenance) fields['paymentProviderMaintenance'] = 'on';
  return ops.inject({
    method: 'POST',
    url: '/config/serviceHours.json',
    headers: { cookie: staffCookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function credentialedGet(app: FastifyInstance, url: string, loginId = 'regular') {
  const session = await sessionOf(subject.app, loginId);
  const credential = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
    .ppcdCredential;
  return app.inject({
    method: 'GET',
    url: `${url}?ppcdSwitchServiceFlg=yes`,
    cookies: { session },
    headers: { ppcdCredential: credential },
  });
}

describe('the maintenance switch', () => {
  it('answers every credentialed call 5030 while it is on, on every instance, and keeps health, pages and the console up', async () => {
    const other = await subject.secondInstance();
    instant = undefined;
    expect((await credentialedGet(subject.app, '/external/v1/user/userinfo')).statusCode).toBe(200);
    expect((await publish({ maintenance: true, note: '緊急メンテナンス' })).headers.location).toBe('/config?saved=published');
    await other.refreshProductConfig();
    for (const app of [subject.app, other]) {
      const answer = await credentialedGet(app, '/external/v1/user/userinfo');
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ resultInfo: { code: 'ERROR', codeId: '5030', message: 'ただいまメンテナンス中です。' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
    expect((await ops.inject({ method: 'GET', url: '/config', headers: { cookie: staffCookie } })).body).toContain('第');
    expect((await publish({ maintenance: false, note: 'メンテナンス終了' })).statusCode).toBe(303);
    await other.refreshProductConfig();
    expect((await credentialedGet(other, '/external/v1/user/userinfo')).statusCode).toBe(200);
  });

  it('changes nothing while it is on: a save answers 5030 and leaves no draft', async () => {
    instant = undefined;
    await publish({ maintenance: true });
    try {
      const session = await sessionOf(subject.app, 'regular');
      const credential = (await subject.app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
        .ppcdCredential;
      const before = await subject.app.db
        .selectFrom('flow_drafts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const save = await subject.app.inject({
        method: 'POST',
        url: '/external/v1/flows/cashingNet/steps/amount?ppcdSwitchServiceFlg=yes',
        cookies: { session },
        headers: { ppcdCredential: credential, 'idempotency-key': 'maintenance-save-1', origin: subject.app.config.PUBLIC_ORIGIN },
        payload: { answers: { cashingAmount: '30000' } },
      });
      expect(save.statusCode).toBe(503);
      expect(save.json().resultInfo.codeId).toBe('5030');
      const after = await subject.app.db
        .selectFrom('flow_drafts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    } finally {
      await publish({ maintenance: false });
    }
  });

  it("leaves a flow page's first view to the browser's call, which meets the maintenance page, instead of drawing the step", async () => {
    instant = undefined;
    const page = async () =>
      subject.app.inject({
        method: 'GET',
        url: '/apply/accept-permission',
        headers: {
          cookie: `session=${await sessionOf(subject.app, 'applicant')}`,
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
        },
      });
    expect((await page()).body).toContain('id="flow-view"');
    await publish({ maintenance: true });
    try {
      const during = await page();
      expect(during.statusCode).toBe(200);
      expect(during.body).not.toContain('id="flow-view"');
    } finally {
      await publish({ maintenance: false });
    }
  });

  it('is on by itself in a scheduled window, in Tokyo time, from its start until (not at) its end', async () => {
    const window = { from: '2026-12-06T02:00', until: '2026-12-06T06:00', note: '定期メンテナンス' };
    expect(
      (await publish({ schedule: { maintenance: { windows: [window] }, paymentProviderMaintenance: noWindows, hours: allDay } }))
        .statusCode,
    ).toBe(303);
    const codeAt = async (at: string) => {
      instant = new Date(at);
      return (await credentialedGet(subject.app, '/external/v1/user/userinfo')).json().resultInfo.codeId;
    };
    expect(await codeAt('2026-12-06T01:59:59+09:00')).toBe('2000');
    expect(await codeAt('2026-12-06T02:00:00+09:00')).toBe('5030');
    expect(await codeAt('2026-12-05T20:59:00Z')).toBe('5030');
    expect(await codeAt('2026-12-06T06:00:00+09:00')).toBe('2000');
    instant = undefined;
  });

  it("answers 6030 in the payment provider's window, and 5030 when the service's own is on too", async () => {
    const window = { from: '2026-12-07T01:00', until: '2026-12-07T03:00' };
    await publish({ schedule: { maintenance: noWindows, paymentProviderMaintenance: { windows: [window] }, hours: allDay } });
    instant = new Date('2026-12-07T02:00:00+09:00');
    const provider = await credentialedGet(subject.app, '/external/v1/user/userinfo');
    expect(provider.statusCode).toBe(503);
    expect(provider.json().resultInfo).toEqual({ code: 'ERROR', codeId: '6030', message: '決済サービスがメンテナンス中です。' });
    await publish({
      maintenance: true,
      schedule: { maintenance: noWindows, paymentProviderMaintenance: { windows: [window] }, hours: allDay },
    });
    expect((await credentialedGet(subject.app, '/external/v1/user/userinfo')).json().resultInfo.codeId).toBe('5030');
    instant = undefined;
    await publish({});
  });

  it('refuses a window that ends before it starts, or hours naming no flow, with the field in Japanese, and keeps the live version', async () => {
    const refused = await publish({
      schedule: {
        maintenance: { windows: [{ from: '2026-12-06T06:00', until: '2026-12-06T02:00' }] },
        paymentProviderMaintenance: noWindows,
        hours: [{ service: '振込キャッシング', flows: ['cashingNett'], opens: '08:00', closes: '21:00' }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('maintenance.windows.0.until: 開始（from）より後にしてください');
    expect(refused.body).toContain('hours.0.flows.0: 「cashingNett」というお手続き（flow）はありません');
    expect((await publish({ schedule: '{' })).statusCode).toBe(400);
    expect(subject.app.productConfig.serviceHours.hours).toEqual(allDay);
  });
});

describe('the services limited by hours', () => {
  it('refuses a flow outside its Tokyo hours with 5031 before anything is read or written, and opens it again at its hour', async () => {
    await publish({
      schedule: {
        maintenance: noWindows,
        paymentProviderMaintenance: noWindows,
        hours: [{ service: '振込キャッシング', flows: ['cashingNet'], opens: '08:00', closes: '21:00' }],
      },
    });
    try {
      const answerAt = async (at: string) => {
        instant = new Date(at);
        return credentialedGet(subject.app, '/external/v1/flows/cashingNet/entry');
      };
      const late = await answerAt('2026-12-08T21:00:00+09:00');
      expect(late.statusCode).toBe(503);
      expect(late.json().resultInfo).toEqual({
        code: 'ERROR',
        codeId: '5031',
        message: 'ただいまサービス時間外です。受付時間内に、もう一度お試しください。',
      });
      expect((await answerAt('2026-12-08T07:59:00+09:00')).json().resultInfo.codeId).toBe('5031');
      expect((await answerAt('2026-12-08T08:00:00+09:00')).statusCode).toBe(200);
      expect((await answerAt('2026-12-08T20:59:00+09:00')).statusCode).toBe(200);
      // Another flow keeps its own hours: the card's settings are not limited.
      instant = new Date('2026-12-08T23:00:00+09:00');
      expect((await credentialedGet(subject.app, '/external/v1/flows/displayBalance/entry')).statusCode).toBe(200);
    } finally {
      instant = undefined;
      await publish({});
    }
  });
});
