import { japaneseDate } from '../../validators/japaneseDate';
import { mailMember } from '../outbox/recipients';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type {
  CampaignEntryAnswer,
  CampaignEntryState,
  CampaignPageAnswer,
  CampaignPeriod,
  CampaignRewardState,
  CampaignStatusAnswer,
} from '../../api/campaignAnswers';
import { isRewardEvaluated } from '../campaigns/campaignRewards';
import { CampaignEntryStatus } from '../../enums/campaign';
import type { Campaign } from '../config/productConfig';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { tokyoToday } from '../seed/tokyoToday';

/** The reward item an entry records (SPEC 3.1): the config's, else PT and the points. */
const rewardCodeOf = (campaign: Campaign): string => campaign.rewardCode ?? `PT${campaign.points}`;

export function periodOf(campaign: Pick<Campaign, 'startsOn' | 'endsOn'>, today: string): CampaignPeriod {
  if (today < campaign.startsOn) return 'comingSoon';
  return today > campaign.endsOn ? 'closed' : 'open';
}

/**
 * Campaigns (SPEC 2.3) from config/campaigns.json, nothing about them in code: one page's content and the
 * visitor's entry (public: the session, when there is one, says whether they entered), a member's entry (once:
 * the same answer however often and however concurrently it is sent), and the member's campaigns.
 */
const campaigns: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  // Read on every call: product staff publish a new version while the service runs (issue 31 item 5).
  const bySlug = { get: (slug: string) => app.productConfig.campaigns.find((campaign) => campaign.slug === slug) };
  const byCode = { get: (code: string) => app.productConfig.campaigns.find((campaign) => campaign.code === code) };

  const entryStateOf = async (request: FastifyRequest, campaign: Campaign): Promise<CampaignEntryState> => {
    if (campaign.entry === false) return null;
    const session = request.session;
    if (!session) return 'loginRequired';
    const member = await app.db.selectFrom('members').select('role').where('id', '=', session.memberId).executeTakeFirstOrThrow();
    if (member.role !== 'member') return 'notMember';
    const entry = await app.db
      .selectFrom('campaign_entries')
      .select('status')
      .where('member_id', '=', session.memberId)
      .where('campaign_code', '=', campaign.code)
      .executeTakeFirst();
    return entry?.status === CampaignEntryStatus.Done ? 'entered' : 'notEntered';
  };

  app.get<{ Querystring: { slug: string } }>(
    '/v1/campaigns',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', maxLength: 100 } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const campaign = bySlug.get(request.query.slug);
      if (!campaign) throw new DomainError('dataNotFound', `no campaign ${request.query.slug}`);
      const answer: CampaignPageAnswer = {
        code: campaign.code,
        slug: campaign.slug,
        title: campaign.title,
        points: campaign.points,
        startsOn: campaign.startsOn,
        endsOn: campaign.endsOn,
        conditions: campaign.conditions,
        body: campaign.body ?? [],
        period: periodOf(campaign, tokyoToday()),
        entryState: await entryStateOf(request, campaign),
      };
      return success(answer);
    },
  );

  app.post<{ Params: { code: string } }>(
    '/external/v1/campaigns/:code/entry',
    {
      preHandler: app.requireCredential,
      schema: { params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[1-6][0-9]{3}$' } } } },
    },
    async (request) => {
      const credential = request.credential;
      if (!credential) throw new DomainError('forbidden', 'no credential');
      const campaign = byCode.get(request.params.code);
      if (!campaign || campaign.entry === false) throw new DomainError('dataNotFound', `no campaign with an entry: ${request.params.code}`);
      const member = await app.db.selectFrom('members').select('role').where('id', '=', credential.memberId).executeTakeFirstOrThrow();
      if (member.role !== 'member') throw new DomainError('invalidUserStatus', 'only card members enter campaigns');
      const period = periodOf(campaign, tokyoToday());
      const earlier = await app.db
        .selectFrom('campaign_entries')
        .select(['status', 'entered_at', 'reward_code'])
        .where('member_id', '=', credential.memberId)
        .where('campaign_code', '=', campaign.code)
        .executeTakeFirst();
      // An entry already made answers as it was made, whatever the period is now.
      if (earlier?.status !== CampaignEntryStatus.Done && period === 'closed')
        throw new DomainError('entryClosed', `campaign ${campaign.code} ended on ${campaign.endsOn}`);
      if (earlier?.status !== CampaignEntryStatus.Done && period !== 'open')
        throw new DomainError('invalidUserStatus', `campaign ${campaign.code} is ${period}`);
      // One row per member and campaign: the first entry writes it, a repeat (or a concurrent twin) finds it done.
      // The first one alone mails the entry (advertising: only to a member who chose campaign mail), in its transaction.
      await app.db.transaction().execute(async (trx) => {
        const written = await trx
          .insertInto('campaign_entries')
          .values({
            member_id: credential.memberId,
            campaign_code: campaign.code,
            status: CampaignEntryStatus.Done,
            entered_at: sql<Date>`now()`,
            reward_code: rewardCodeOf(campaign),
          })
          .onConflict((conflict) =>
            conflict
              .columns(['member_id', 'campaign_code'])
              .doUpdateSet({ status: CampaignEntryStatus.Done, entered_at: sql<Date>`now()`, reward_code: rewardCodeOf(campaign) })
              .where('campaign_entries.status', '<>', CampaignEntryStatus.Done),
          )
          .returning('member_id')
          .executeTakeFirst();
        if (!written) return;
        await mailMember(trx, app.messages, credential.memberId, 'campaignEntry', {
          campaignTitle: campaign.title,
          startsOn: japaneseDate(campaign.startsOn),
          endsOn: japaneseDate(campaign.endsOn),
          points: campaign.points.toLocaleString('ja-JP'),
          conditions: campaign.conditions,
          campaignUrl: `${app.config.PUBLIC_ORIGIN}/campaign/${campaign.slug}`,
        });
      });
      const entry = await app.db
        .selectFrom('campaign_entries')
        .select(['entered_at', 'reward_code'])
        .where('member_id', '=', credential.memberId)
        .where('campaign_code', '=', campaign.code)
        .executeTakeFirstOrThrow();
      const answer: CampaignEntryAnswer = {
        campaignCode: campaign.code,
        rewardCode: entry.reward_code ?? rewardCodeOf(campaign),
        enteredAt: new Date(entry.entered_at ?? Date.now()).toISOString(),
      };
      return success(answer);
    },
  );

  app.get('/external/v1/campaigns/entries', { preHandler: app.requireCredential }, async (request) => {
    const credential = request.credential;
    if (!credential) throw new DomainError('forbidden', 'no credential');
    const rows = await app.db
      .selectFrom('campaign_entries')
      .select(['campaign_code', 'status', 'entered_at', 'reward_code'])
      .where('member_id', '=', credential.memberId)
      .orderBy('campaign_code')
      .execute();
    const grants = await app.db
      .selectFrom('campaign_rewards')
      .select(['campaign_code', 'points', 'granted_at'])
      .where('member_id', '=', credential.memberId)
      .execute();
    const grantOf = new Map(grants.map((grant) => [grant.campaign_code, grant]));
    const today = tokyoToday(app.clock());
    // A grant shows the points as granted, whatever the config says now; waiting only while the daily job still looks.
    const rewardOf = (row: (typeof rows)[number], campaign: Campaign | undefined): CampaignRewardState | null => {
      const grant = grantOf.get(row.campaign_code);
      if (grant) return { state: 'granted', points: grant.points, grantedAt: new Date(grant.granted_at).toISOString() };
      if (row.status !== CampaignEntryStatus.Done || !campaign?.reward || campaign.entry === false || today < campaign.startsOn)
        return null;
      return isRewardEvaluated(campaign, today) ? { state: 'waiting' } : { state: 'notMet' };
    };
    const answer: CampaignStatusAnswer = {
      entries: rows.map((row) => {
        const campaign = byCode.get(row.campaign_code);
        return {
          campaignCode: row.campaign_code,
          slug: campaign?.slug ?? null,
          title: campaign?.title ?? `キャンペーン（${row.campaign_code}）`,
          points: campaign?.points ?? null,
          status: row.status,
          enteredAt: row.entered_at === null ? null : new Date(row.entered_at).toISOString(),
          rewardCode: row.reward_code,
          endsOn: campaign?.endsOn ?? null,
          reward: rewardOf(row, campaign),
        };
      }),
    };
    return success(answer);
  });
};

export default campaigns;
