import { EXAMINATION_DECISION_LABELS } from '../../enums/staff';
import { CASE_KIND_LABELS, type CaseKind } from '../operations/caseKindLabels';

/**
 * Every action the audit log records, with the name an auditor reads and filters by (issue 58: the log was for
 * machines). `recordAudit` takes only these, so a new action cannot reach the log without its Japanese name. Types
 * and labels only: the console's audit page imports this in the browser's stories too.
 */
const NAMED_ACTIONS = {
  'staff.login': 'ログイン',
  'staff.loginRefused': 'ログインの失敗',
  'staff.logout': 'ログアウト',
  'staff.roles': '職員の権限の変更',
  'access.denied': '権限のない画面へのアクセス',
  'access.foreignOrigin': '他のサイトからの送信の拒否',
  'case.search': '案件の検索',
  'case.view': '案件の閲覧',
  'photo.view': '在留カードの写真の閲覧',
  'fulfilment.vendorFile': '発行データの出力',
  'fulfilment.print': 'カードの印刷',
  'fulfilment.post': 'カードの発送',
  'config.publish': '設定の公開',
  'config.schedule': '設定の公開予約',
  'config.publishRefused': '設定の公開の中止',
  'config.rollback': '設定を以前の版に戻す',
  'step.save': '画面の変更の保存',
  'step.approve': '画面の変更の承認',
  'step.approveRefused': '画面の変更の承認の拒否',
  'step.schedule': '画面の公開予約',
  'step.publish': '画面の公開',
  'step.publishRefused': '画面の公開の中止',
  'step.rollback': '画面を以前の版に戻す',
  'retention.truncateAddress': '保存期間による住所の削除',
  'retention.delete': '保存期間による削除',
  'retention.anonymise': '保存期間による匿名化',
  'rightsRequest.file': '本人からの請求の受付',
  'rightsRequest.view': '本人からの請求の閲覧',
  'rightsRequest.decide': '本人からの請求の決定',
  'rightsRequest.decideRefused': '本人からの請求の決定の拒否',
  'disclosure.lookup': '開示請求の照会',
  'disclosure.prepare': '開示データの作成',
  'member.membershipStatus': '会員資格の変更',
  'partnerIdLink.link': '提携IDの連携',
  'partnerIdLink.unlink': '提携IDの連携解除',
  'card.autoPaylater': 'あとからリボの自動登録',
  'outbox.resend': 'メッセージの再送',
  'campaignRewards.run': 'キャンペーン特典の付与',
  'creditBureau.inquiry': '信用情報機関への照会',
} as const;

type DecideAction = `${CaseKind}.decide`;
export type AuditAction = keyof typeof NAMED_ACTIONS | DecideAction;

const decideActions = Object.fromEntries(
  (Object.keys(CASE_KIND_LABELS) as CaseKind[]).map((kind) => [`${kind}.decide`, `${CASE_KIND_LABELS[kind]}の審査決定`]),
) as Record<DecideAction, string>;

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = { ...NAMED_ACTIONS, ...decideActions };

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && Object.hasOwn(AUDIT_ACTION_LABELS, value);

/** What an entry's details are called on the page; a key not named here is shown as it is stored. */
export const AUDIT_DETAIL_LABELS: Readonly<Record<string, string>> = {
  memberId: '会員番号',
  side: '面',
  stage: '段階',
  decision: '決定',
  reasonCode: '理由コード',
  amount: '金額',
  found: '件数',
  rows: '件数',
  records: '対象',
  afterDays: '保存日数',
  afterYears: '保存年数',
  again: '再判定',
  granted: '付与',
  alreadyGranted: '付与済み',
  notMet: '条件未達成',
  path: '画面',
  origin: '送信元',
  note: 'メモ',
  publishAt: '公開日時',
  reason: '理由',
  step: '画面',
  from: '変更前',
  to: '変更後',
  kind: '種類',
  card4no: 'カード番号下4桁',
  batchDay: '処理日',
  version: '版',
  purpose: '照会の目的',
  attempt: '照会の回数',
  outcome: '照会の結果',
  reference: '照会番号',
  roles: '権限',
  displayName: '表示名',
  lastError: '直前のエラー',
  request: '請求番号',
  letterReference: '書面の番号',
  receivedBy: '受付方法',
  status: '状態',
  partner: '提携先',
  autoPaylaterFlg: 'あとからリボ',
  chosenIn: '選んだ画面',
};

/** What kind of record an entry is about; a kind not named here (a config file, a retention rule) is shown as stored. */
export const AUDIT_SUBJECT_LABELS: Readonly<Record<string, string>> = {
  ...CASE_KIND_LABELS,
  card: 'カード',
  caseSearch: '案件の検索',
  fulfilment_order: '発行・発送',
  member: '会員',
  outbox_message: 'メッセージ',
  rights_request: '本人からの請求',
  route: '画面',
  scheduled_job: '定期処理',
  staff: '職員',
  step: '画面の版',
  vendor_file: '発行データ',
};

/** The codes a detail holds that an auditor would otherwise have to look up. */
export const AUDIT_DETAIL_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  decision: EXAMINATION_DECISION_LABELS,
  stage: { first: '一次', second: '二次' },
  side: { face: '表面', back: '裏面' },
};
