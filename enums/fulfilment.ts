/**
 * What the issuer posts to a member (issue 31 item 3) and where an order stands; the labels are the console's. The
 * vendor's codes are what the card vendor's system keys on (server/fulfilment/README.md), never our names.
 */
export type FulfilmentKind = 'reissue' | 'replacement' | 'pinNotice' | 'familyCard';
export type FulfilmentStatus = 'requested' | 'printed' | 'posted';

export const FULFILMENT_KIND_LABELS: Readonly<Record<FulfilmentKind, string>> = {
  reissue: 'カードの再発行',
  replacement: '紛失・盗難による再発行',
  pinNotice: '暗証番号のお知らせ',
  familyCard: '家族カード',
};
export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  requested: '受付済み',
  printed: '印刷済み',
  posted: '発送済み',
};
export const isFulfilmentKind = (value: unknown): value is FulfilmentKind =>
  typeof value === 'string' && Object.hasOwn(FULFILMENT_KIND_LABELS, value);
export const isFulfilmentStatus = (value: unknown): value is FulfilmentStatus =>
  typeof value === 'string' && Object.hasOwn(FULFILMENT_STATUS_LABELS, value);

export const VENDOR_KIND_CODES: Readonly<Record<FulfilmentKind, string>> = {
  reissue: '01',
  replacement: '02',
  pinNotice: '03',
  familyCard: '04',
};
