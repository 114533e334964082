/**
 * The member menu (SPEC 2.6; the header's メニュー, /member/menu): every member page a person can reach, as data. A page is listed
 * here when it is built, never before (the menu promises only pages that answer); each flow or page adds its own
 * line under the group a member would look in. A page the top links from its own panels whatever the card (the
 * bill's ご請求・お支払い状況, the unread お知らせ) is not listed again: issue 35 found the same link twice on one screen.
 */
export type MemberMenuGroup = 'statement' | 'payment' | 'card' | 'limit' | 'info' | 'support';

export interface MemberMenuItem {
  /** Stable key (also the test id): the page's name. */
  readonly id: string;
  readonly group: MemberMenuGroup;
  readonly label: string;
  readonly to: string;
  /** The member top's tile for a frequent task (issue 58: Japanese issuers' tops lead with six to eight), in a word. */
  readonly tile?: string;
}

export const MEMBER_MENU_GROUP_LABELS: Readonly<Record<MemberMenuGroup, string>> = {
  statement: 'ご利用明細',
  payment: 'お支払い',
  card: 'カードの管理',
  limit: 'ご利用可能枠・キャッシング',
  info: '会員情報・設定',
  support: 'お問い合わせ',
};

export const memberMenu: readonly MemberMenuItem[] = [
  { id: 'statementTop', group: 'statement', label: 'ご利用明細', to: '/member/statement/top', tile: 'ご利用明細' },
  { id: 'statementMonthly', group: 'statement', label: '月ごとのご利用明細・CSVダウンロード', to: '/member/statement/monthly' },
  { id: 'statementMultiple', group: 'statement', label: 'すべてのカードの明細', to: '/member/statement/multiple' },
  {
    id: 'authorizationDetail',
    group: 'statement',
    label: '最近のご利用（承認状況）',
    to: '/member/authorization/detail',
    tile: '最近のご利用',
  },
  { id: 'authorizationErrorDetail', group: 'statement', label: 'ご利用できなかった取引', to: '/member/authorization/error-detail' },
  { id: 'webDocument', group: 'statement', label: 'Web書面（ご契約内容・ご利用代金明細書）', to: '/member/webdocument' },
  { id: 'paymentSetting', group: 'payment', label: 'お支払い方法', to: '/member/payment/setting', tile: 'お支払い方法' },
  { id: 'paymentAccount', group: 'payment', label: 'お支払い口座の変更', to: '/member/banklist' },
  { id: 'accountTransferAgreement', group: 'payment', label: '口座振替のご契約内容', to: '/member/jtransfer/agreement' },
  { id: 'depositPromise', group: 'payment', label: 'お支払いのお約束（未払いのご請求）', to: '/member/deposit-promise' },
  { id: 'paylater', group: 'payment', label: 'あと払いの設定（決済アプリのお支払い）', to: '/member/paylater' },
  { id: 'revoTop', group: 'payment', label: 'リボ払い・あとからリボ', to: '/member/revo/top' },
  { id: 'postInstallment', group: 'payment', label: 'あとから分割', to: '/member/post-installment/select' },
  { id: 'cardInfo', group: 'card', label: 'カード番号・セキュリティコードの確認', to: '/member/cardinfo', tile: 'カード番号の確認' },
  { id: 'reissue', group: 'card', label: 'カードの再発行', to: '/member/setting/reissue' },
  { id: 'multipleCard', group: 'card', label: 'カードの追加（別のブランド・ゴールドカード）', to: '/member/setting/multiple-card' },
  { id: 'goldUpgrade', group: 'card', label: 'ゴールドカードへの切り替え', to: '/member/setting/gold-card' },
  {
    id: 'cardSuspension',
    group: 'card',
    label: 'カードの利用停止（紛失・盗難）',
    to: '/member/setting/card-suspension',
    tile: 'カードの利用停止',
  },
  {
    id: 'settingTop',
    group: 'card',
    label: 'カードの設定（利用制限・暗証番号・ETCカードなど）',
    to: '/member/setting/top',
    tile: 'カードの設定',
  },
  { id: 'secure', group: 'card', label: '本人認証サービス（3Dセキュア）', to: '/member/3dsecure' },
  { id: 'balanceRaise', group: 'limit', label: 'ご利用可能枠の増額', to: '/member/setting/balance-raise/purpose' },
  { id: 'balanceReduce', group: 'limit', label: 'ご利用可能枠の減額', to: '/member/setting/balance-reduce/reduce-notice' },
  { id: 'cashingTop', group: 'limit', label: 'キャッシング', to: '/member/setting/cashing/top' },
  { id: 'memberInfo', group: 'info', label: '会員情報（ご住所・電話番号）', to: '/member/info/top', tile: '会員情報の変更' },
  { id: 'mailSetting', group: 'info', label: 'メールアドレスの変更', to: '/member/mail/setting' },
  { id: 'mailingLists', group: 'info', label: 'メールの配信設定', to: '/member/mail/lists' },
  { id: 'campaignStatus', group: 'info', label: 'キャンペーンのエントリー状況', to: '/member/setting/campaign-status' },
  { id: 'disclosure', group: 'info', label: '保有個人データの開示請求', to: '/member/info/disclosure' },
  { id: 'cardWithdrawal', group: 'info', label: '退会のお手続き', to: '/member/card-withdrawal' },
  { id: 'support', group: 'support', label: 'よくあるご質問・お問い合わせ', to: '/support', tile: 'お問い合わせ' },
];

/**
 * The member top's tiles, in the menu's order. The raise is not one: the top's limit panel already offers it, and
 * issue 35 found the same link twice on one screen.
 */
export const memberTiles = (): (MemberMenuItem & { readonly tile: string })[] =>
  memberMenu.filter((item): item is MemberMenuItem & { readonly tile: string } => item.tile !== undefined);

/** The menu in display order: groups in the order above, items in the order listed. */
export function memberMenuByGroup(
  items: readonly MemberMenuItem[] = memberMenu,
): { group: MemberMenuGroup; label: string; items: MemberMenuItem[] }[] {
  return (Object.keys(MEMBER_MENU_GROUP_LABELS) as MemberMenuGroup[])
    .map((group) => ({ group, label: MEMBER_MENU_GROUP_LABELS[group], items: items.filter((item) => item.group === group) }))
    .filter((entry) => entry.items.length > 0);
}
