/** The campaign calls' answers (SPEC 2.3, 3.1 campaign reward item; issue 18), as the server sends them. */

export type CampaignBlock = { readonly heading: string } | { readonly paragraph: string } | { readonly items: readonly string[] };

/** Before its first day, within its days, after its last day (Asia/Tokyo). */
export type CampaignPeriod = 'comingSoon' | 'open' | 'closed';

/**
 * Where this visitor stands: entered, may enter, must log in first, or not someone the campaign is for (an applicant
 * or a former member); null when the campaign has no entry.
 */
export type CampaignEntryState = 'entered' | 'notEntered' | 'loginRequired' | 'notMember' | null;

/** GET /v1/campaigns?slug=… : the page's content and this visitor's entry. */
export interface CampaignPageAnswer {
  readonly code: string;
  readonly slug: string;
  readonly title: string;
  readonly points: number;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly conditions: string;
  readonly body: readonly CampaignBlock[];
  readonly period: CampaignPeriod;
  readonly entryState: CampaignEntryState;
}

/** POST /external/v1/campaigns/{code}/entry: the entry with its reward item, the same however often it is sent. */
export interface CampaignEntryAnswer {
  readonly campaignCode: string;
  readonly rewardCode: string;
  readonly enteredAt: string;
}

/**
 * An entered member's reward (issue 31 item 4): granted (the points as granted, and when), waiting for the daily check
 * to find the condition met, or not met once the campaign's evaluation window closed.
 */
export type CampaignRewardState =
  | { readonly state: 'granted'; readonly points: number; readonly grantedAt: string }
  | { readonly state: 'waiting' }
  | { readonly state: 'notMet' };

/** GET /external/v1/campaigns/entries: the member's campaigns for /member/setting/campaign-status. */
export interface CampaignStatusAnswer {
  readonly entries: readonly {
    readonly campaignCode: string;
    readonly slug: string | null;
    readonly title: string;
    readonly points: number | null;
    /** SPEC 3.2 campaign entry status 0–6 (enums/campaign.ts). */
    readonly status: string;
    readonly enteredAt: string | null;
    readonly rewardCode: string | null;
    readonly endsOn: string | null;
    /** Null: not entered, or a campaign whose condition the daily check does not evaluate (no `reward` in its config). */
    readonly reward: CampaignRewardState | null;
  }[];
}
