/** The sentences of a campaign's content (SPEC 2.3), the public page's and the staff console's preview's. */
export const campaignContentMessages = {
  period: (from: string, to: string) => `${from}〜${to}`,
  periodLabel: 'キャンペーン期間',
  pointsLabel: '特典',
  points: (points: string) => `${points}ポイント`,
  conditionsLabel: '条件',
} as const;
