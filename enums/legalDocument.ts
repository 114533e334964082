/** Legal document types (SPEC 3.2), each with its statutory title under the Installment Sales Act. */

export const LegalDocumentType = {
  BeforeApply: '2',
  Contract: '3',
  SettingChange: '4',
  UserGuide: '5',
  Receipt: '6',
  AdvanceInformation: '7',
  ServiceContents: '8',
  CardExpiryUpdate: '9',
  GuideAndChangeGuide: 'A',
} as const;
export type LegalDocumentType = (typeof LegalDocumentType)[keyof typeof LegalDocumentType];
export const LEGAL_DOCUMENT_TYPE_LABELS: Readonly<Record<LegalDocumentType, string>> = {
  '2': '契約締結前書面',
  '3': '契約書面',
  '4': '設定変更に関する書面',
  '5': 'ご利用ガイド',
  '6': '受領書面',
  '7': '事前情報提供書面',
  '8': 'サービス内容に関する書面',
  '9': 'カード有効期限更新に関する書面',
  A: 'ご案内・変更のご案内',
};
