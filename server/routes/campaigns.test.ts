import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { seedPersonLike } from '../seed/seedDemoData';
import { sessionOf } from '../../tests/helpers/testSessions';

let subject: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

const page = (slug: string, session?: string) =>
  app.inject({ method: 'GET', url: `/v1/campaigns?slug=${encodeURIComponent(slug)}`, cookies: session ? { session } : {} });

async function memberCalls(loginId: string) {
  const session = await sessionOf(app, loginId);
  const credential: string = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
    .ppcdCredential;
  const headers = { ppcdCredential: credential };
  return {
    session,
    enter: (code: string) =>
      app.inject({
        method: 'POST',
        url: `/external/v1/campaigns/${code}/entry?ppcdSwitchServiceFlg=yes`,
        cookies: { session },
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        payload: {},
      }),
    entries: () =>
      app.inject({ method: 'GET', url: '/external/v1/campaigns/entries?ppcdSwitchServiceFlg=yes', cookies: { session }, headers }),
  };
}

describe('a campaign page (SPEC 2.3, from config/campaigns.json)', () => {
  it('answers the config’s content, its body as blocks, and the period as it stands today', async () => {
    const open = (await page('add-card-2507')).json().data;
    expect(open).toMatchObject({
      code: '1001',
      title: '2枚目のカード追加キャンペーン',
      points: 10000,
      period: 'open',
      entryState: 'loginRequired',
    });
    expect(open.body[0]).toEqual({ heading: 'キャンペーン内容' });
    expect((await page('scratch202406')).json().data.period).toBe('closed');
    expect((await page('scratch')).json().data.period).toBe('comingSoon');
    expect((await page('revo/auto-M01')).json().data.code).toBe('3557');
    expect((await page('no-such-campaign')).statusCode).toBe(404);
  });

  it('tells a logged-in member whether they entered, and an applicant that it is for card members', async () => {
    const regular = await sessionOf(app, 'regular');
    expect((await page('add-card-2507', regular)).json().data.entryState).toBe('entered');
    expect((await page('add-card-entry', regular)).json().data.entryState).toBe('notEntered');
    expect((await page('add-card-2507', await sessionOf(app, 'applicant'))).json().data.entryState).toBe('notMember');
  });
});

describe('entering a campaign', () => {
  it('mails the entry once, with the opt-out and the sender, to a member who chose campaign mail', async () => {
    const loginId = (await seedPersonLike(app.db, 'regular', { today: testToday }))!;
    await app.db
      .updateTable('members')
      .set({ mailing_lists: JSON.stringify({ campaignMail: true }) })
      .where('id', '=', `member-${loginId}`)
      .execute();
    const member = await memberCalls(loginId);
    expect((await member.enter('1214')).statusCode).toBe(200);
    expect((await member.enter('1214')).statusCode).toBe(200);
    await settleOutbox(app);
    const mails = await app.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', `${loginId}@example.com`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^【カード会員サービス】「.+」へのエントリーを受け付けました$/);
    expect(mails[0]?.text_body).toContain('/member/mail/lists');
    expect(mails[0]?.text_body).toContain('送信者：');
  });

  it('records the entry with its reward item once: a repeat, and a concurrent twin, answer the same', async () => {
    const gold = await memberCalls('gold');
    const [first, twin] = await Promise.all([gold.enter('1214'), gold.enter('1214')]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ campaignCode: '1214', rewardCode: 'PT5000' });
    expect(twin.json().data).toEqual(first.json().data);
    expect((await gold.enter('1214')).json().data).toEqual(first.json().data);
    const rows = await app.db
      .selectFrom('campaign_entries')
      .selectAll()
      .where('member_id', '=', 'member-gold')
      .where('campaign_code', '=', '1214')
      .execute();
    // gold never chose campaign mail: the entry is not advertised to them (特定電子メール法).
    await settleOutbox(app);
    expect(await app.db.selectFrom('mailbox').select('id').where('recipient', '=', 'gold@example.com').execute()).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: '0', reward_code: 'PT5000' });
    const status = (await gold.entries()).json().data.entries.find((entry: { campaignCode: string }) => entry.campaignCode === '1214');
    expect(status).toMatchObject({ slug: 'add-card-entry', title: 'カード追加エントリーキャンペーン', status: '0', rewardCode: 'PT5000' });
  });

  it('refuses a campaign after its period with the entry-closed screen (4039), and writes no entry', async () => {
    const family = await memberCalls('family');
    const refused = await family.enter('3983');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo).toMatchObject({ codeId: '4039', message: 'このキャンペーンのエントリー受付は終了しました。' });
    const rows = await subject.app.db
      .selectFrom('campaign_entries')
      .select('status')
      .where('member_id', '=', 'member-family')
      .where('campaign_code', '=', '3983')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a campaign before its period (4006), one without that code (404), and an applicant (4006)', async () => {
    const family = await memberCalls('family');
    expect((await family.enter('3770')).json().resultInfo.codeId).toBe('4006');
    expect((await family.enter('6999')).statusCode).toBe(404);
    expect((await family.enter('abc')).statusCode).toBe(400);
    const applicant = await memberCalls('applicant');
    expect((await applicant.enter('1001')).json().resultInfo.codeId).toBe('4006');
  });
});

describe('a 25th campaign', () => {
  it('is added by editing the config file only: its page answers 200 and its content', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'card-web-config-'));
    cpSync(new URL('../../config', import.meta.url), configDir, { recursive: true });
    const file = join(configDir, 'campaigns.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { campaigns: object[] };
    config.campaigns.push({
      code: '6100',
      slug: 'spring-2027',
      title: '春のご利用キャンペーン',
      points: 5000,
      startsOn: '2026-04-01',
      endsOn: '2027-05-31',
      conditions: '期間中のご利用で5,000ポイント。',
    });
    writeFileSync(file, JSON.stringify(config));
    const other = await buildTestApp({ CONFIG_DIR: configDir });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/campaign/spring-2027' })).statusCode).toBe(200);
      expect((await other.app.inject({ method: 'GET', url: '/campaign/spring-2028' })).statusCode).toBe(404);
      expect((await other.app.inject({ method: 'GET', url: '/v1/campaigns?slug=spring-2027' })).json().data).toMatchObject({
        code: '6100',
        title: '春のご利用キャンペーン',
        period: 'open',
      });
    } finally {
      await other.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  });
});
