/** Card products, brands and designs (SPEC 3.2; limits of SPEC 9). */

export const CardType = { Regular: '0', Gold: '1' } as const;
export type CardType = (typeof CardType)[keyof typeof CardType];
export const CARD_TYPE_LABELS: Readonly<Record<CardType, string>> = { '0': '一般カード', '1': 'ゴールドカード' };

export const ProductCode = { Regular: '3001', Gold: '3002', Legacy: '2001' } as const;
export type ProductCode = (typeof ProductCode)[keyof typeof ProductCode];
export const PRODUCT_CODE_LABELS: Readonly<Record<ProductCode, string>> = {
  '3001': '一般カード',
  '3002': 'ゴールドカード',
  '2001': '旧カード',
};

/** Card networks (brand codes on the wire). */
export const Network = { Visa: '1', Master: '2', Jcb: '9' } as const;
export type Network = (typeof Network)[keyof typeof Network];
export const NETWORK_LABELS: Readonly<Record<Network, string>> = { '1': 'Visa', '2': 'Mastercard', '9': 'JCB' };

/**
 * How a card is named to the member, on the member pages and at the top of a card flow: brand and last four digits
 * only (DESIGN.md: no more of the number).
 */
export function cardLabel(card: { readonly brand: string; readonly card4no: string }): string {
  return `${card.brand}（末尾${card.card4no}）`;
}

/** 3-D Secure service name of each network. */
export const NETWORK_AUTHENTICATION_NAMES: Readonly<Record<Network, string>> = {
  '1': 'Visa Secure',
  '2': 'Mastercard ID Check',
  '9': 'J/Secure',
};

export const CardColour = { Black: 'black', Gold: 'gold', Pink: 'pink', Blue: 'blue', Lavender: 'lavender' } as const;
export type CardColour = (typeof CardColour)[keyof typeof CardColour];
export const CARD_COLOUR_LABELS: Readonly<Record<CardColour, string>> = {
  black: 'ブラック',
  gold: 'ゴールド',
  pink: 'ピンク',
  blue: 'ブルー',
  lavender: 'ラベンダー',
};

export const CardOrientation = { Landscape: 'landscape', Portrait: 'portrait' } as const;
export type CardOrientation = (typeof CardOrientation)[keyof typeof CardOrientation];
export const CARD_ORIENTATION_LABELS: Readonly<Record<CardOrientation, string>> = { landscape: '横型', portrait: '縦型' };

/** Design types 01 to 07. */
export const DesignType = {
  RegularHorizontal: '01',
  RegularVertical: '02',
  GoldHorizontal: '03',
  GoldVertical: '04',
  Pink: '05',
  Blue: '06',
  Lavender: '07',
} as const;
export type DesignType = (typeof DesignType)[keyof typeof DesignType];
export const DESIGN_TYPE_LABELS: Readonly<Record<DesignType, string>> = {
  '01': '一般（横型）',
  '02': '一般（縦型）',
  '03': 'ゴールド（横型）',
  '04': 'ゴールド（縦型）',
  '05': 'ピンク',
  '06': 'ブルー',
  '07': 'ラベンダー',
};

/** Card design codes 001 to 019; which face each code is lives in ./cardDesigns.ts (our decision, the SPEC has none). */
export const CARD_DESIGN_CODES = [
  '001',
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '008',
  '009',
  '010',
  '011',
  '012',
  '013',
  '014',
  '015',
  '016',
  '017',
  '018',
  '019',
] as const;
export type CardDesignCode = (typeof CARD_DESIGN_CODES)[number];

/** SPEC 3.1 autoPaylaterFlg: the app's pay-later payment set up with the new card. */
export const AutoPaylaterFlg = { Yes: '1', No: '0' } as const;
export type AutoPaylaterFlg = (typeof AutoPaylaterFlg)[keyof typeof AutoPaylaterFlg];
export const AUTO_PAYLATER_FLG_LABELS: Readonly<Record<AutoPaylaterFlg, string>> = { '1': '設定する', '0': '設定しない' };

/** The card's name (SPEC 3.1 nickname): at most this many characters. */
export const NICKNAME_MAX_LENGTH = 20;

/** Card purposes. */
export const CardPurpose = { Shopping: '1', Cashing: '2' } as const;
export type CardPurpose = (typeof CardPurpose)[keyof typeof CardPurpose];
export const CARD_PURPOSE_LABELS: Readonly<Record<CardPurpose, string>> = { '1': 'ショッピング', '2': 'キャッシング' };

/** SPEC 9: at most 3 regular cards plus 1 gold, 4 in total. */
export const MAX_REGULAR_CARDS = 3;
export const MAX_GOLD_CARDS = 1;
export const MAX_CARDS = 4;

/** Card status (SPEC 4). */
export const CardStatus = {
  Normal: '0',
  SuspendedByLink: '1',
  SuspendedAutomatically: '2',
  SalesStoppedLoss: '3',
  SalesStoppedTheft: '4',
  SalesStoppedAutomatically: '5',
  Withdrawn: '6',
  SpecialArrangement: '9',
} as const;
export type CardStatus = (typeof CardStatus)[keyof typeof CardStatus];
export const CARD_STATUS_LABELS: Readonly<Record<CardStatus, string>> = {
  '0': '正常',
  '1': '連動停止',
  '2': '自動停止',
  '3': '売上停止（紛失）',
  '4': '売上停止（盗難）',
  '5': '売上停止（自動）',
  '6': '退会',
  '9': '特別措置',
};

/** Loss types for a suspension (SPEC 3.2). */
export const LossType = { Loss: '3', Theft: '4' } as const;
export type LossType = (typeof LossType)[keyof typeof LossType];
export const LOSS_TYPE_LABELS: Readonly<Record<LossType, string>> = { '3': '紛失', '4': '盗難' };

/** Card reissue state (SPEC 4). */
export const CardReissue = { NotReissuing: '0', Reissuing: '1' } as const;
export type CardReissue = (typeof CardReissue)[keyof typeof CardReissue];
export const CARD_REISSUE_LABELS: Readonly<Record<CardReissue, string>> = { '0': '再発行なし', '1': '再発行中' };

/**
 * Why a member asks for a new card (SPEC 2.6 reissue; the SPEC gives no codes, these are ours). A lost or stolen card
 * is not among them: it is stopped first, and the suspension asks for the new card (SPEC 3.1 applyCardReissue).
 */
export const ReissueReason = { Damaged: '1', Unreadable: '2', Other: '9' } as const;
export type ReissueReason = (typeof ReissueReason)[keyof typeof ReissueReason];
export const REISSUE_REASON_LABELS: Readonly<Record<ReissueReason, string>> = {
  '1': 'カードの破損・汚れ',
  '2': 'ICチップ・磁気ストライプの読み取り不良',
  '9': 'その他',
};

/**
 * A card is valid for five years: the expiry printed on it is the month of issue five years on (MONTH/YEAR). The
 * service keeps no expiry of its own (only the last four digits of a number exist, DESIGN.md); this is the rule our
 * data derives it by, and the activation asks for it as what only the card in hand shows.
 */
export const CARD_VALIDITY_YEARS = 5;

/** The expiry printed on a card issued on `issuedOn` (YYYY-MM-DD), as MMYY. */
export function printedExpiry(issuedOn: string): string {
  const year = Number(issuedOn.slice(0, 4)) + CARD_VALIDITY_YEARS;
  return `${issuedOn.slice(5, 7)}${String(year).slice(2)}`;
}
