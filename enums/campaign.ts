/** Campaign entry (SPEC 3.2 statuses 0 to 6, named in the order SPEC 4 lists the campaign entry states). */

export const CampaignEntryStatus = {
  Done: '0',
  Available: '1',
  Ended: '2',
  NotTarget: '3',
  EndedOrNotTarget: '4',
  TermEnded: '5',
  UpperLimitOver: '6',
} as const;
export type CampaignEntryStatus = (typeof CampaignEntryStatus)[keyof typeof CampaignEntryStatus];
export const CAMPAIGN_ENTRY_STATUS_LABELS: Readonly<Record<CampaignEntryStatus, string>> = {
  '0': 'エントリー済み',
  '1': 'エントリー可能',
  '2': '終了',
  '3': '対象外',
  '4': '終了または対象外',
  '5': '期間終了',
  '6': '上限到達',
};

/** SPEC 9: campaign codes lie in the 1001 to 6118 range (config/campaigns.json is checked against it at start). */
export const CAMPAIGN_CODE_RANGE = { min: 1001, max: 6118 } as const;
