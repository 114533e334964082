import { CARD_STATUS_LABELS, CARD_TYPE_LABELS, NETWORK_LABELS } from '../../enums/card';
import { PAYMENT_METHOD_LABELS } from '../../enums/bank';
import { PAYMENT_STATUS_LABELS } from '../../enums/statement';
import { RIGHTS_REQUEST_KIND_LABELS } from './disclosureMessages';

/** The review states the request tables share, as the member's pages name them. */
const REVIEW_LABELS = {
  underReview: '審査中',
  examination: '審査中',
  approved: '承認',
  complete: '完了',
  done: '完了',
  declined: 'お見送り',
};

/** A column of a disclosed table: its name in the JSON, its label in the PDF, and the code table its value is read by. */
export interface DisclosedColumn {
  readonly column: string;
  readonly label: string;
  readonly codes?: Readonly<Record<string, string>>;
}

/**
 * One kind of record held about a person, as both files show it: the table, how its rows are the person's (their
 * member id, or one of their cards), the columns disclosed and their Japanese labels. What is left out is said here,
 * once: secrets the issuer keeps only as hashes (PINs, passwords, tokens), which disclose nothing of the person and
 * would only help an attacker; the card token that acts on a card.
 */
export interface DisclosedSection {
  readonly key: string;
  readonly title: string;
  readonly table: string;
  readonly owner: 'member' | 'card';
  readonly orderBy: string;
  readonly columns: readonly DisclosedColumn[];
  /** Rows only in the JSON: thousands of statement lines make no readable PDF; the PDF says how many there are. */
  readonly jsonOnly?: boolean;
  /** A further condition on the rows (SQL over the table's own columns, no input in it). */
  readonly only?: string;
}

const column = (name: string, label: string, codes?: Readonly<Record<string, string>>): DisclosedColumn =>
  codes ? { column: name, label, codes } : { column: name, label };

const cardColumn = column('card_id', 'カード');

/** The order here is the PDF's: who the person is, their cards, what they asked for and changed, what was sent to them. */
export const DISCLOSED_SECTIONS: readonly DisclosedSection[] = [
  {
    key: 'cards',
    title: 'カード',
    table: 'cards',
    owner: 'member',
    orderBy: 'issued_on',
    columns: [
      column('id', 'カードの管理番号'),
      column('card4no', 'カード番号（下4桁）'),
      column('network_code', '国際ブランド', NETWORK_LABELS),
      column('daiko_cd', 'カードの種類', CARD_TYPE_LABELS),
      column('nickname', 'ニックネーム'),
      column('card_status', 'カードの状態', CARD_STATUS_LABELS),
      column('is_family_card', '家族カード'),
      column('issued_on', '発行日'),
      column('closed_on', '解約日'),
      column('activated', '利用開始の登録'),
      column('credit_limit', 'ショッピングご利用可能枠（万円）'),
      column('cashing_limit', 'キャッシングご利用可能枠（円）'),
      column('payment_method', 'お支払い方法', PAYMENT_METHOD_LABELS),
      column('usage_restriction', '利用制限'),
      column('revolving_payment', 'リボ払いの毎月のお支払い額（円）'),
      column('auto_revolving', '自動リボ'),
      column('auto_paylater', 'あと払いの支払いカード'),
      column('display_balance', '残高の表示'),
      column('etc_cards', 'ETCカードの枚数'),
    ],
  },
  {
    key: 'familyCards',
    title: '家族カード',
    table: 'family_cards',
    owner: 'member',
    orderBy: 'created_at',
    columns: [
      column('parent_card_id', '本会員カード'),
      column('card4no', 'カード番号（下4桁）'),
      column('last_name_kanji', '姓'),
      column('first_name_kanji', '名'),
      column('last_name_kana', '姓（カナ）'),
      column('first_name_kana', '名（カナ）'),
      column('birth_day', '生年月日'),
      column('relation', '続柄'),
      column('mobile_number', '携帯電話番号'),
      column('card_status', 'カードの状態', CARD_STATUS_LABELS),
      column('created_at', 'お申し込み日時'),
    ],
  },
  {
    key: 'paymentAccount',
    title: 'お支払い口座',
    table: 'member_payment_accounts',
    owner: 'member',
    orderBy: 'updated_at',
    columns: [
      column('bank_code', '金融機関コード'),
      column('branch_code', '支店コード'),
      column('account_type', '預金種目'),
      column('account_no', '口座番号'),
      column('account_kana_name', '口座名義（カナ）'),
      column('requested_on', 'お申し込み日'),
      column('agreed_at', '口座振替への同意日時'),
      column('terms_version', '同意した規定の版'),
    ],
  },
  {
    key: 'additionalCardApplications',
    title: 'カードの追加のお申し込み',
    table: 'card_applications',
    owner: 'member',
    orderBy: 'created_at',
    columns: [
      column('card_type', 'カードの種類', CARD_TYPE_LABELS),
      column('network_code', '国際ブランド', NETWORK_LABELS),
      column('purpose', 'ご利用目的'),
      column('status', '審査の状況', REVIEW_LABELS),
      column('created_at', 'お申し込み日時'),
    ],
  },
  {
    key: 'creditLimitRequests',
    title: 'ご利用可能枠の変更のお申し込み',
    table: 'credit_limit_requests',
    owner: 'member',
    orderBy: 'created_at',
    columns: [
      cardColumn,
      column('kind', '増額・減額', { raise: '増額', reduce: '減額' }),
      column('previous_limit', '変更前（万円）'),
      column('requested_limit', 'ご希望（万円）'),
      column('status', '審査の状況', REVIEW_LABELS),
      column('answers', 'お申し込みの内容'),
      column('created_at', 'お申し込み日時'),
    ],
  },
  {
    // Issue 61: what the designated credit bureau answered about the person when the issuer asked it.
    key: 'creditBureauInquiries',
    title: '信用情報機関への照会',
    table: 'credit_bureau_inquiries',
    owner: 'member',
    orderBy: 'requested_at',
    columns: [
      column('case_id', 'お申し込みの番号'),
      column('purpose', '照会の目的', {
        application: 'カードのお申し込み',
        creditLimit: 'ご利用可能枠の増額',
        cashingLimit: 'キャッシング枠の増額',
      }),
      column('status', '照会の状況', { pending: '照会中', answered: '回答あり', failed: '回答なし' }),
      column('report', '照会の結果'),
      column('consented_at', '照会への同意の日時'),
      column('answered_at', '回答の日時'),
    ],
  },
  {
    key: 'goldUpgradeRequests',
    title: 'ゴールドカードへの切り替えのお申し込み',
    table: 'gold_upgrade_requests',
    owner: 'member',
    orderBy: 'created_at',
    columns: [cardColumn, column('status', '審査の状況', REVIEW_LABELS), column('created_at', 'お申し込み日時')],
  },
  {
    key: 'settingsHistory',
    title: '会員情報・設定の変更の履歴',
    table: 'member_changes',
    owner: 'member',
    orderBy: 'changed_at',
    columns: [
      column('flow_id', 'お手続き'),
      column('field', '項目'),
      column('old_value', '変更前'),
      column('new_value', '変更後'),
      column('changed_at', '変更日時'),
    ],
  },
  {
    key: 'paymentPlanHistory',
    title: 'お支払い方法（リボ払い・分割・キャッシング）の変更の履歴',
    table: 'card_plan_changes',
    owner: 'member',
    orderBy: 'created_at',
    columns: [
      cardColumn,
      column('kind', 'お手続き'),
      column('old_value', '変更前'),
      column('new_value', '変更後'),
      column('status', '状況', REVIEW_LABELS),
      column('created_at', 'お手続き日時'),
    ],
  },
  {
    key: 'depositPromises',
    title: 'お支払いのお約束',
    table: 'deposit_promises',
    owner: 'member',
    orderBy: 'created_at',
    columns: [cardColumn, column('promised_on', 'お約束の日'), column('amount_yen', '金額（円）'), column('created_at', 'お手続き日時')],
  },
  {
    key: 'campaignEntries',
    title: 'キャンペーンへのエントリー',
    table: 'campaign_entries',
    owner: 'member',
    orderBy: 'entered_at',
    columns: [column('campaign_code', 'キャンペーン'), column('status', '状況'), column('entered_at', 'エントリー日時')],
  },
  {
    key: 'partnerIdLinks',
    title: 'パートナーIDとの連携',
    table: 'partner_id_links',
    owner: 'member',
    orderBy: 'linked_at',
    columns: [column('partner', '連携先'), column('mob_num', '携帯電話番号'), column('linked_at', '連携日時')],
  },
  {
    key: 'supportRequests',
    title: 'お問い合わせ・ご依頼',
    table: 'support_requests',
    owner: 'member',
    orderBy: 'created_at',
    columns: [column('topic', '件名'), column('body', '内容'), column('status', '状況'), column('created_at', '受付日時')],
  },
  {
    key: 'cardNumberViews',
    title: 'カード番号の表示の記録',
    table: 'card_number_views',
    owner: 'member',
    orderBy: 'viewed_at',
    columns: [cardColumn, column('viewed_at', '表示日時')],
  },
  {
    key: 'noticesInApp',
    title: 'お知らせ（会員ページのメッセージ）',
    table: 'messages',
    owner: 'member',
    orderBy: 'sent_at',
    columns: [
      column('title', '件名'),
      column('body', '本文'),
      column('sent_at', '送信日時'),
      column('read_flg', '既読', { '0': '未読', '1': '既読' }),
    ],
  },
  {
    key: 'mailsAndSms',
    title: 'お送りしたメール・SMS',
    table: 'outbox_messages',
    owner: 'member',
    orderBy: 'created_at',
    // Only messages whose delivery ended: a code or a link still on its way is a secret in clear until then.
    only: "status in ('sent', 'dead')",
    columns: [
      column('channel', '種類', { mail: 'メール', sms: 'SMS', voice: '音声通話' }),
      column('recipient', '宛先'),
      column('subject', '件名'),
      column('text_body', '本文'),
      column('created_at', '作成日時'),
      column('sent_at', '送信日時'),
    ],
  },
  {
    key: 'residenceCardPhotos',
    title: '在留カードの画像',
    table: 'residence_card_uploads',
    owner: 'member',
    orderBy: 'created_at',
    columns: [
      column('file_name', 'ファイル名'),
      column('image_type', '面', { face: '表面', back: '裏面' }),
      column('upload_type', 'お手続き', { apply: 'カードのお申し込み', member: '在留カードの届出' }),
      column('original_file_name', 'お送りいただいたときのファイル名'),
      column('created_at', '受付日時'),
    ],
  },
  {
    key: 'disclosureRequests',
    title: '開示のご請求',
    table: 'disclosure_requests',
    owner: 'member',
    orderBy: 'requested_at',
    columns: [
      column('received_by', '受付の方法', { member: '会員ページ', post: '郵送' }),
      column('requested_at', '受付日時'),
      column('downloaded_at', 'ダウンロード日時'),
    ],
  },
  {
    key: 'rightsRequests',
    title: '訂正・利用停止のご請求',
    table: 'data_rights_requests',
    owner: 'member',
    orderBy: 'filed_at',
    columns: [
      column('kind', '種類', RIGHTS_REQUEST_KIND_LABELS),
      column('request_text', 'ご請求の内容'),
      column('filed_at', '受付日時'),
      column('decision', '結果', { approved: '承認', declined: 'お断り' }),
      column('decided_at', '決定日時'),
      column('decision_note', 'お知らせした内容'),
    ],
  },
  {
    key: 'statements',
    title: 'ご請求（月ごと）',
    table: 'statements',
    owner: 'card',
    orderBy: 'billing_month',
    columns: [
      cardColumn,
      column('billing_month', 'ご請求月'),
      column('amount_yen', 'ご請求金額（円）'),
      column('due_date', 'お支払い日'),
      column('payment_status', 'お支払いの状況', PAYMENT_STATUS_LABELS),
    ],
  },
  {
    key: 'statementLines',
    title: 'ご利用明細',
    table: 'statement_lines',
    owner: 'card',
    orderBy: 'used_on',
    jsonOnly: true,
    columns: [
      cardColumn,
      column('billing_month', 'ご請求月'),
      column('used_on', 'ご利用日'),
      column('shop_name', 'ご利用先'),
      column('amount_yen', 'ご利用金額（円）'),
      column('payment_kind', 'お支払い区分'),
      column('category', '分類'),
    ],
  },
  {
    key: 'authorizations',
    title: 'ご利用の承認の記録',
    table: 'authorizations',
    owner: 'card',
    orderBy: 'authorized_at',
    jsonOnly: true,
    columns: [
      cardColumn,
      column('authorized_at', '日時'),
      column('shop_name', 'ご利用先'),
      column('amount_yen', '金額（円）'),
      column('status', '結果'),
      column('decline_reason', 'ご利用できなかった理由'),
    ],
  },
  {
    // Issue 60: each event the card processor sent about the card (the uses above came from them). Not the event's
    // text as received: it names the card's token, which acts on the card (see above); its uses are the rows above.
    key: 'cardEvents',
    title: 'カード会社から届いたご利用などの記録',
    table: 'card_events',
    owner: 'card',
    orderBy: 'occurred_at',
    jsonOnly: true,
    columns: [
      cardColumn,
      column('occurred_at', '日時'),
      column('kind', '種類'),
      column('subject', '対象'),
      column('outcome', '反映', { applied: '反映しました', superseded: 'より新しい記録があるため反映していません' }),
      column('received_at', '受け取った日時'),
    ],
  },
];

/** The member's own row: who the person is, as registered. */
export const PROFILE_COLUMNS: readonly DisclosedColumn[] = [
  column('last_name_kanji', '姓'),
  column('first_name_kanji', '名'),
  column('last_name_kana', '姓（カナ）'),
  column('first_name_kana', '名（カナ）'),
  column('birth_day', '生年月日'),
  column('mobile_number', '携帯電話番号'),
  column('tel_num', '自宅の電話番号'),
  column('mail_address', 'メールアドレス'),
  column('home_zip_code', '郵便番号'),
  column('home_addr_kanji', 'ご住所'),
  column('home_sub_addr_kanji', 'ご住所（建物名・部屋番号）'),
  column('home_addr_kana', 'ご住所（カナ）'),
  column('occupation', 'ご職業・ご年収など'),
  column('nationality', '国籍'),
  column('residence_status', '在留資格'),
  column('residence_expiry', '在留期間の満了日'),
  column('mailing_lists', 'メールの配信設定'),
  column('created_at', 'ご登録日時'),
];
