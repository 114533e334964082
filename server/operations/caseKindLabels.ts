/**
 * The requests a flow leaves for a person of the issuer to decide (issue 31 item 1), by the names staff read. Nothing
 * else here, so the audit log's action names (server/audit/auditActions.ts) read them without the case machinery.
 */
export const CASE_KIND_LABELS = {
  application: 'カードのお申し込み',
  creditLimit: 'ご利用可能枠の増額',
  cashingLimit: 'キャッシング枠の増額',
  goldUpgrade: 'ゴールドカードへの切り替え',
  cardApplication: 'カードの追加',
  residenceReport: '在留カードの届出',
  bankAgency: '銀行代理業のお問い合わせ',
} as const;
export type CaseKind = keyof typeof CASE_KIND_LABELS;
