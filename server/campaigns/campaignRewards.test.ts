import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import campaignsSchema from '../../config/schema/campaigns.schema.json' with { type: 'json' };
import { SPENDING_CATEGORY_LABELS, type SpendingCategory } from '../../enums/statement';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { loadProductConfig, type Campaign, type RewardCondition } from '../config/productConfig';
import type { Database } from '../db/schema';
import { startSession } from '../sessions/sessionStore';
import { evaluateCampaignRewards, rewardWindowEnd, runCampaignRewards, CAMPAIGN_REWARDS_JOB } from './campaignRewards';

/**
 * Issue 31 item 4 on both databases, in one app: members and lines are made by hand (no password hash, no year of
 * statements), each test with members and campaign codes of its own, so the counts are its own.
 */
let subject: TestApp;
let db: Kysely<Database>;
beforeAll(async () => {
  subject = await buildTestApp();
  db = subject.app.db;
});
afterAll(async () => {
  await subject.close();
});

/** A card member with one card issued on `issuedOn` and a mail address, made directly in the tables. */
async function member(name: string, issuedOn = '2026-11-10'): Promise<{ memberId: string; cardId: string }> {
  const memberId = `member-reward-${name}`;
  const cardId = `card-reward-${name}`;
  await db
    .insertInto('members')
    .values({
      id: memberId,
      oidc_subject: `reward-${name}`,
      ppcd_web_guid: `reward-guid-${name}`,
      role: 'member',
      membership_status: '50',
      last_name_kanji: '特典',
      first_name_kanji: name,
      last_name_kana: 'トクテン',
      first_name_kana: 'テスト',
      mobile_number: '09012345678',
      mail_address: `${name}@example.jp`,
    })
    .execute();
  await db
    .insertInto('cards')
    .values({
      id: cardId,
      member_id: memberId,
      ppcd_token: `reward-token-${name}`,
      card4no: '4321',
      daiko_cd: '0',
      shurui_no: '001',
      network_code: '1',
      nickname: 'テストカード',
      issued_on: issuedOn,
    })
    .execute();
  return { memberId, cardId };
}

async function enter(memberId: string, code: string, enteredAt = '2026-12-01T10:00:00+09:00', status = '0'): Promise<void> {
  await db.insertInto('campaign_entries').values({ member_id: memberId, campaign_code: code, status, entered_at: enteredAt }).execute();
}

type Line = readonly [usedOn: string, amountYen: number, options?: { readonly category?: SpendingCategory; readonly cashing?: boolean }];

async function lines(cardId: string, ...rows: readonly Line[]): Promise<void> {
  await db
    .insertInto('statement_lines')
    .values(
      rows.map(([usedOn, amountYen, options]) => ({
        card_id: cardId,
        billing_month: `${usedOn.slice(0, 4)}${usedOn.slice(5, 7)}`,
        used_on: usedOn,
        shop_name: 'テスト商店',
        amount_yen: amountYen,
        payment_kind: '1' as const,
        category: options?.category ?? 'shopping',
        is_cashing: options?.cashing ?? false,
      })),
    )
    .execute();
}

/** A campaign of December 2026 with this condition, as config/campaigns.json would hold it. */
const campaign = (code: string, condition: RewardCondition, more: Partial<Campaign> = {}): Campaign => ({
  code,
  slug: `reward-${code}`,
  title: `テスト特典キャンペーン${code}`,
  points: 10000,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  conditions: 'テスト',
  reward: { condition },
  ...more,
});

const grantsOf = (code: string) =>
  db
    .selectFrom('campaign_rewards')
    .select(['member_id', 'points', 'run_day'])
    .where('campaign_code', '=', code)
    .orderBy('member_id')
    .execute();
const mailsTo = (memberId: string) =>
  db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body', 'recipient'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'campaignRewardGranted')
    .execute();

describe('the spend condition', () => {
  it('grants an entered member whose lines from the entry day reach the sum, once, with one mail; not the others', async () => {
    const met = await member('spendMet');
    const below = await member('spendBelow');
    const refunded = await member('spendRefunded');
    const notEntered = await member('spendNotEntered');
    const onlyAvailable = await member('spendAvailable');
    await enter(met.memberId, '6101');
    await lines(met.cardId, ['2026-12-01', 20_000], ['2026-12-05', 10_000]);
    // Before the entry day, cashing and another campaign's period do not count: 29,990 yen is below.
    await enter(below.memberId, '6101', '2026-12-10T09:00:00+09:00');
    await lines(
      below.cardId,
      ['2026-12-05', 50_000],
      ['2026-12-10', 29_990],
      ['2026-12-11', 50_000, { cashing: true }],
      ['2027-01-02', 50_000],
    );
    await enter(refunded.memberId, '6101');
    await lines(refunded.cardId, ['2026-12-02', 40_000], ['2026-12-09', -15_000]);
    await lines(notEntered.cardId, ['2026-12-02', 100_000]);
    await enter(onlyAvailable.memberId, '6101', '2026-12-01T10:00:00+09:00', '1');
    await lines(onlyAvailable.cardId, ['2026-12-02', 100_000]);

    const config = { campaigns: [campaign('6101', { kind: 'spend', minYen: 30_000 })] };
    const first = await evaluateCampaignRewards(db, { today: '2026-12-15', config, messages: subject.app.messages });
    expect(first).toEqual({ granted: 1, alreadyGranted: 0, notMet: 2 });
    expect(await grantsOf('6101')).toEqual([{ member_id: met.memberId, points: 10000, run_day: '2026-12-15' }]);
    const mails = await mailsTo(met.memberId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'spendMet@example.jp',
      subject: '【カード会員サービス】「テスト特典キャンペーン6101」の特典ポイントを付与しました',
    });
    expect(mails[0]?.text_body).toContain('付与日：2026年12月15日');
    expect(mails[0]?.text_body).toContain('付与ポイント：10,000ポイント');

    // Again the next day, and twice at once: nothing more is granted or mailed.
    expect(await evaluateCampaignRewards(db, { today: '2026-12-16', config, messages: subject.app.messages })).toEqual({
      granted: 0,
      alreadyGranted: 1,
      notMet: 2,
    });
    const late = await member('spendLate');
    await enter(late.memberId, '6101');
    await lines(late.cardId, ['2026-12-20', 30_000]);
    const twins = await Promise.all(
      [1, 2].map(() => evaluateCampaignRewards(db, { today: '2026-12-21', config, messages: subject.app.messages })),
    );
    expect(twins.map((counts) => counts.granted).sort()).toEqual([0, 1]);
    expect(twins.map((counts) => counts.alreadyGranted).sort()).toEqual([1, 2]);
    expect((await grantsOf('6101')).map((row) => row.member_id)).toEqual([late.memberId, met.memberId]);
    expect(await mailsTo(met.memberId)).toHaveLength(1);
    expect(await mailsTo(late.memberId)).toHaveLength(1);
  });
});

describe('the uses condition, narrowed', () => {
  it('counts purchases of the category on cards issued in the period, never a refund', async () => {
    const met = await member('usesMet');
    const otherCategory = await member('usesOther');
    const oldCard = await member('usesOldCard', '2025-04-10');
    for (const one of [met, otherCategory, oldCard]) await enter(one.memberId, '6102');
    await lines(
      met.cardId,
      ['2026-12-02', 8_000, { category: 'utilities' }],
      ['2026-12-03', 4_000, { category: 'utilities' }],
      ['2026-12-04', 3_000, { category: 'utilities' }],
    );
    await lines(
      otherCategory.cardId,
      ['2026-12-02', 8_000, { category: 'utilities' }],
      ['2026-12-03', 4_000, { category: 'utilities' }],
      ['2026-12-04', -3_000, { category: 'utilities' }],
      ['2026-12-05', 900, { category: 'food' }],
    );
    await lines(
      oldCard.cardId,
      ['2026-12-02', 8_000, { category: 'utilities' }],
      ['2026-12-03', 4_000, { category: 'utilities' }],
      ['2026-12-04', 3_000, { category: 'utilities' }],
    );
    const config = {
      campaigns: [
        campaign(
          '6102',
          { kind: 'uses', minCount: 3, category: 'utilities', cards: 'issuedInPeriod' },
          { startsOn: '2026-11-01', points: 5000 },
        ),
      ],
    };
    expect(await evaluateCampaignRewards(db, { today: '2026-12-15', config })).toEqual({ granted: 1, alreadyGranted: 0, notMet: 2 });
    expect(await grantsOf('6102')).toEqual([{ member_id: met.memberId, points: 5000, run_day: '2026-12-15' }]);
    // Without `messages` no mail is written.
    expect(await mailsTo(met.memberId)).toEqual([]);
  });

  it('looks at a campaign from its first day to the end of the second month after its last (翌々月末)', async () => {
    expect([rewardWindowEnd('2027-03-31'), rewardWindowEnd('2026-12-15'), rewardWindowEnd('2027-11-30')]).toEqual([
      '2027-05-31',
      '2027-02-28',
      '2028-01-31',
    ]);
    const one = await member('window');
    await enter(one.memberId, '6103');
    await lines(one.cardId, ['2026-12-31', 1_000]);
    const config = { campaigns: [campaign('6103', { kind: 'uses', minCount: 1 })] };
    expect(await evaluateCampaignRewards(db, { today: '2026-11-30', config })).toEqual({ granted: 0, alreadyGranted: 0, notMet: 0 });
    expect(await evaluateCampaignRewards(db, { today: '2027-03-01', config })).toEqual({ granted: 0, alreadyGranted: 0, notMet: 0 });
    expect(await evaluateCampaignRewards(db, { today: '2027-02-28', config })).toEqual({ granted: 1, alreadyGranted: 0, notMet: 0 });
  });
});

describe("the day's run, once across instances", () => {
  const config = { campaigns: [campaign('6104', { kind: 'spend', minYen: 1 })] };

  it('claims the day: a second run that day, on this or another instance, does nothing; two at once run one', async () => {
    const one = await member('claim');
    await enter(one.memberId, '6104');
    await lines(one.cardId, ['2026-12-02', 500]);
    expect(await runCampaignRewards(db, { today: '2026-12-15', config, instance: 'a' })).toEqual({
      claimed: true,
      granted: 1,
      alreadyGranted: 0,
      notMet: 0,
    });
    expect(await runCampaignRewards(db, { today: '2026-12-15', config, instance: 'b' })).toEqual({
      claimed: false,
      granted: 0,
      alreadyGranted: 0,
      notMet: 0,
    });
    expect(await runCampaignRewards(db, { today: '2026-12-15', config, instance: 'a' })).toMatchObject({ claimed: false });
    const run = await db
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('job', '=', CAMPAIGN_REWARDS_JOB)
      .where('run_day', '=', '2026-12-15')
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ instance: 'a', finished_at: expect.any(Date) });
    const twins = await Promise.all(['c', 'd'].map((instance) => runCampaignRewards(db, { today: '2026-12-16', config, instance })));
    expect(twins.map((twin) => twin.claimed).sort()).toEqual([false, true]);
  });

  it('takes over a day whose claimant died an hour ago, and gives a failed run’s day back', async () => {
    await db
      .insertInto('scheduled_job_runs')
      .values({ job: CAMPAIGN_REWARDS_JOB, run_day: '2026-12-17', instance: 'died', started_at: sql<Date>`now() - interval '61 minutes'` })
      .execute();
    await db
      .insertInto('scheduled_job_runs')
      .values({
        job: CAMPAIGN_REWARDS_JOB,
        run_day: '2026-12-18',
        instance: 'running',
        started_at: sql<Date>`now() - interval '5 minutes'`,
      })
      .execute();
    expect(await runCampaignRewards(db, { today: '2026-12-17', config, instance: 'e' })).toMatchObject({ claimed: true });
    expect(await runCampaignRewards(db, { today: '2026-12-18', config, instance: 'e' })).toMatchObject({ claimed: false });
    const broken = {
      get campaigns(): readonly Campaign[] {
        throw new Error('config unreadable');
      },
    };
    await expect(runCampaignRewards(db, { today: '2026-12-19', config: broken, instance: 'f' })).rejects.toThrow('config unreadable');
    expect(await db.selectFrom('scheduled_job_runs').select('instance').where('run_day', '=', '2026-12-19').execute()).toEqual([]);
    expect(await runCampaignRewards(db, { today: '2026-12-19', config, instance: 'g' })).toMatchObject({ claimed: true });
  });
});

describe('the job on the app, and the campaign status page', () => {
  it('runs once a Tokyo day from 03:00 on the live config, and the status answer shows the grant', async () => {
    const one = await member('status');
    // 4622 (config): 10,000 yen spent; 5048 (config): 5 uses, of which 2 are made; 6101: a campaign no longer configured.
    await enter(one.memberId, '4622');
    await enter(one.memberId, '5048');
    await enter(one.memberId, '1214', '2026-12-01T10:00:00+09:00', '1');
    await lines(one.cardId, ['2026-12-02', 6_000], ['2026-12-03', 6_000]);
    await enter(one.memberId, '6101');
    await db
      .insertInto('campaign_rewards')
      .values({
        member_id: one.memberId,
        campaign_code: '6101',
        points: 3000,
        run_day: '2026-12-02',
        granted_at: '2026-12-02T03:00:00+09:00',
      })
      .execute();

    const job = subject.app.campaignRewardsJob;
    expect(await job.tick(new Date('2026-12-19T17:59:00Z'))).toBeNull();
    const run = await job.tick(new Date('2026-12-19T18:00:00Z'));
    expect(run).toMatchObject({ claimed: true, granted: 1 });
    expect(await job.tick(new Date('2026-12-20T14:59:00Z'))).toMatchObject({ claimed: false });
    expect(await grantsOf('4622')).toEqual([{ member_id: one.memberId, points: 5000, run_day: '2026-12-20' }]);

    const session = await startSession(db, one.memberId);
    const credential: string = (await subject.app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json()
      .data.ppcdCredential;
    const answer = await subject.app.inject({
      method: 'GET',
      url: '/external/v1/campaigns/entries?ppcdSwitchServiceFlg=yes',
      cookies: { session },
      headers: { ppcdCredential: credential },
    });
    expect(answer.statusCode).toBe(200);
    const byCode = Object.fromEntries(
      (answer.json().data.entries as { campaignCode: string; reward: unknown }[]).map((entry) => [entry.campaignCode, entry]),
    );
    expect(byCode['4622']).toMatchObject({
      title: 'クレジットご利用キャンペーン',
      reward: { state: 'granted', points: 5000, grantedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect(byCode['5048']).toMatchObject({ reward: { state: 'waiting' } });
    expect(byCode['1214']).toMatchObject({ reward: null });
    expect(byCode['6101']).toMatchObject({
      title: 'キャンペーン（6101）',
      reward: { state: 'granted', points: 3000, grantedAt: '2026-12-01T18:00:00.000Z' },
    });
  });
});

describe('the condition in config/campaigns.json', () => {
  it('names the statement categories, and refuses a mistaken condition and a reward without an entry, every mistake at once', async () => {
    expect(campaignsSchema.$defs.category.enum).toEqual(Object.keys(SPENDING_CATEGORY_LABELS));
    const folder = mkdtempSync(join(tmpdir(), 'card-web-config-'));
    try {
      cpSync(new URL('../../config', import.meta.url), folder, { recursive: true });
      const file = join(folder, 'campaigns.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as { campaigns: Record<string, unknown>[] };
      json.campaigns[0]!['reward'] = { condition: { kind: 'spend', minYen: 30000, minCount: 3 } };
      json.campaigns[1]!['entry'] = false;
      writeFileSync(file, JSON.stringify(json));
      const refused = await loadProductConfig(folder).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(refused?.message).toContain(
        'config/campaigns.json: campaigns.0.reward.condition must NOT have additional properties "minCount"',
      );
      json.campaigns[0]!['reward'] = { condition: { kind: 'uses', minCount: 3, category: 'food' } };
      writeFileSync(file, JSON.stringify(json));
      const second = await loadProductConfig(folder).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(second?.message).toContain('config/campaigns.json: campaigns.1.reward needs an entry');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
