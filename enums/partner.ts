/**
 * The partner-carrier route of the application (SPEC 4, 6): the two partners a campaign code or a shop id names,
 * and the yes/no answers of the partner option steps (SPEC 4 "selection 0/1").
 */
export const Partner = { SB: 'SB', YM: 'YM' } as const;
export type Partner = (typeof Partner)[keyof typeof Partner];

export const PartnerOptionChoice = { Yes: '1', No: '0' } as const;
export type PartnerOptionChoice = (typeof PartnerOptionChoice)[keyof typeof PartnerOptionChoice];

export const COMMUNICATION_FEE_CHOICE_LABELS: Readonly<Record<PartnerOptionChoice, string>> = {
  '1': '携帯電話料金をこのカードで支払う',
  '0': '支払わない',
};

export const POINT_AUTO_EXCHANGE_LABELS: Readonly<Record<PartnerOptionChoice, string>> = {
  '1': 'ポイントを自動で交換する',
  '0': '自動で交換しない',
};
