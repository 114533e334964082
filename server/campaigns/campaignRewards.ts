import { sql, type Kysely } from 'kysely';
import { CampaignEntryStatus } from '../../enums/campaign';
import { japaneseDate } from '../../validators/japaneseDate';
import type { Campaign, CampaignReward, ProductConfig } from '../config/productConfig';
import type { Database } from '../db/schema';
import type { MessageComposer } from '../outbox/messageComposer';
import { mailMember } from '../outbox/recipients';
import { claimJobDay, finishJobDay, releaseJobDay, thisInstance } from './scheduledJobRuns';

/** The job's name in scheduled_job_runs. */
export const CAMPAIGN_REWARDS_JOB = 'campaignRewards';

export interface RewardCounts {
  /** Grants made by this run. */
  readonly granted: number;
  /** Entered members granted before (by an earlier run, or a concurrent one that got there first). */
  readonly alreadyGranted: number;
  /** Entered members whose lines do not meet the condition yet. */
  readonly notMet: number;
}

export interface CampaignRewardsRun extends RewardCounts {
  /** False: another run had the day (its counts are not these, all zero). */
  readonly claimed: boolean;
}

export interface CampaignRewardsOptions {
  /** The Tokyo day the run is for, YYYY-MM-DD. */
  readonly today: string;
  readonly config: Pick<ProductConfig, 'campaigns'>;
  /** Mails each new grant to the member, in the grant's transaction; no mail without it. */
  readonly messages?: MessageComposer;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The last day a campaign is evaluated: the end of the second month after its last day (翌々月末). Lines reach the
 * statement some days after the purchase, so a purchase on the last day would be missed on that day; and the campaign
 * pages promise the points by then (「ご利用月の翌々月末までに付与」), so no later line may still change the answer.
 */
export function rewardWindowEnd(endsOn: string): string {
  const [year = 0, month = 1] = endsOn.split('-').map(Number);
  const last = new Date(Date.UTC(year, month + 2, 0));
  return `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
}

/** A campaign the job looks at on this day: it has a condition, members enter it, it has begun and its window is open. */
export const isRewardEvaluated = (campaign: Campaign, today: string): campaign is Campaign & { readonly reward: CampaignReward } =>
  campaign.reward !== undefined && campaign.entry !== false && campaign.startsOn <= today && today <= rewardWindowEnd(campaign.endsOn);

interface Standing {
  readonly memberId: string;
  readonly granted: boolean;
  readonly spentYen: number;
  readonly uses: number;
}

/**
 * Each entered member, whether granted already, and their lines for the campaign: those of the member's cards (only
 * cards issued in the period for a card-adding campaign) used from the entry's Tokyo day, not before startsOn, to endsOn.
 *
 * From the entry day, not from startsOn: the campaigns say 「期間中にエントリーのうえ」, so the reward is for what the
 * member does once entered; counting earlier lines would let a member enter only after seeing they already qualify. The
 * whole entry day counts, as lines carry a day and not a time. Cashing is a loan, never a purchase; a refund is a
 * negative line, so it takes its amount back from the spend and is no use.
 */
async function standings(db: Kysely<Database>, campaign: Campaign & { readonly reward: CampaignReward }): Promise<Standing[]> {
  const { condition } = campaign.reward;
  const firstDay = sql<string>`greatest(${campaign.startsOn}::date, coalesce((e.entered_at at time zone 'Asia/Tokyo')::date, ${campaign.startsOn}::date))`;
  const rows = await db
    .selectFrom('campaign_entries as e')
    .leftJoin('cards as c', (join) => {
      const ofMember = join.onRef('c.member_id', '=', 'e.member_id');
      return condition.cards === 'issuedInPeriod'
        ? ofMember.on('c.issued_on', '>=', campaign.startsOn).on('c.issued_on', '<=', campaign.endsOn)
        : ofMember;
    })
    .leftJoin('statement_lines as l', (join) => {
      const lines = join
        .onRef('l.card_id', '=', 'c.id')
        .on('l.is_cashing', '=', false)
        .on('l.used_on', '<=', campaign.endsOn)
        .on('l.used_on', '>=', firstDay);
      return condition.category ? lines.on('l.category', '=', condition.category) : lines;
    })
    .where('e.campaign_code', '=', campaign.code)
    .where('e.status', '=', CampaignEntryStatus.Done)
    .groupBy('e.member_id')
    .select(({ exists, selectFrom }) => [
      'e.member_id',
      exists(
        selectFrom('campaign_rewards as r')
          .select('r.member_id')
          .whereRef('r.member_id', '=', 'e.member_id')
          .where('r.campaign_code', '=', campaign.code),
      ).as('granted'),
      sql<string | number | bigint>`coalesce(sum(l.amount_yen), 0)::bigint`.as('spent'),
      sql<number>`(count(l.id) filter (where l.amount_yen > 0))::int`.as('uses'),
    ])
    .orderBy('e.member_id')
    .execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    granted: Boolean(row.granted),
    spentYen: Number(row.spent),
    uses: Number(row.uses),
  }));
}

const meets = (reward: CampaignReward, standing: Standing): boolean =>
  reward.condition.kind === 'spend' ? standing.spentYen >= reward.condition.minYen : standing.uses >= reward.condition.minCount;

/**
 * One grant in its own transaction with its mail: the mail exists if and only if the grant does, and a failure later
 * in the run keeps the grants made. The primary key makes it once: a concurrent run's insert waits for this one and
 * then finds the row (false).
 */
async function grant(db: Kysely<Database>, campaign: Campaign, memberId: string, options: CampaignRewardsOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('campaign_rewards')
      .values({ member_id: memberId, campaign_code: campaign.code, points: campaign.points, run_day: options.today })
      .onConflict((conflict) => conflict.columns(['member_id', 'campaign_code']).doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (!written) return false;
    if (options.messages) {
      await mailMember(trx, options.messages, memberId, 'campaignRewardGranted', {
        campaignTitle: campaign.title,
        points: campaign.points.toLocaleString('ja-JP'),
        grantedOn: japaneseDate(options.today),
      });
    }
    return true;
  });
}

/**
 * Evaluates every campaign the job looks at today for its entered members and grants each reward once (issue 31
 * item 4). As soon as the lines meet the condition, inside the period or in the window after it: members expect the
 * points once they have done what the page asked, not weeks after the campaign ends. Safe to run again and
 * concurrently (grants are once by key), but it does not claim the day: runCampaignRewards does.
 */
export async function evaluateCampaignRewards(db: Kysely<Database>, options: CampaignRewardsOptions): Promise<RewardCounts> {
  let granted = 0;
  let alreadyGranted = 0;
  let notMet = 0;
  for (const campaign of options.config.campaigns) {
    if (!isRewardEvaluated(campaign, options.today)) continue;
    for (const standing of await standings(db, campaign)) {
      if (standing.granted) alreadyGranted += 1;
      else if (!meets(campaign.reward, standing)) notMet += 1;
      else if (await grant(db, campaign, standing.memberId, options)) granted += 1;
      else alreadyGranted += 1;
    }
  }
  return { granted, alreadyGranted, notMet };
}

/**
 * The day's run, once across every instance: the day is claimed in scheduled_job_runs first, and a run that finds it
 * claimed does nothing (`claimed: false`). A run that fails gives the day back, so the next look tries again; grants
 * made before the failure stay, and the next run counts them as already granted.
 */
export async function runCampaignRewards(
  db: Kysely<Database>,
  options: CampaignRewardsOptions & { readonly instance?: string },
): Promise<CampaignRewardsRun> {
  const instance = options.instance ?? thisInstance();
  if (!(await claimJobDay(db, CAMPAIGN_REWARDS_JOB, options.today, instance)))
    return { claimed: false, granted: 0, alreadyGranted: 0, notMet: 0 };
  try {
    const counts = await evaluateCampaignRewards(db, options);
    await finishJobDay(db, CAMPAIGN_REWARDS_JOB, options.today, instance);
    return { claimed: true, ...counts };
  } catch (error) {
    await releaseJobDay(db, CAMPAIGN_REWARDS_JOB, options.today, instance).catch(() => undefined);
    throw error;
  }
}
