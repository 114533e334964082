/**
 * Every Japanese sentence of the disclosure (APPI 第33条): the member's refusals, the export's fixed texts and the
 * labels of what the issuer did. The pages' own sentences are the app's (src/pages/disclosure/disclosureMessages.ts).
 */
export const DISCLOSURE_LINK_DAYS = 7;

/**
 * A member's own requests in a rolling day: each makes a copy of everything and a mail, so a loop or a stolen session
 * cannot make hundreds; three leave room for a lost mail. Staff preparing a postal request are not counted.
 */
export const MEMBER_REQUESTS_PER_DAY = 3;

export const disclosureMessages = {
  noMailAddress:
    'メールアドレスが登録されていないため、開示のご請求を受け付けられません。メールアドレスを登録してから、もう一度お手続きください。',
  notMember: '開示のご請求は、カード会員の方のみお手続きいただけます。',
  dailyLimit: `開示のご請求は1日${MEMBER_REQUESTS_PER_DAY}回までです。お送りしたメールをご確認いただくか、時間をおいてもう一度お手続きください。`,
  linkUnusable: 'このリンクは使えません。お送りしたメールのリンクをそのまま開いてください。',
  linkUsed:
    'この開示資料はすでにダウンロードされています。ダウンロードできるのは1回だけです。もう一度ご覧になる場合は、改めて開示をご請求ください。',
  linkExpired: `このリンクの有効期限（${DISCLOSURE_LINK_DAYS}日間）が切れています。お手数ですが、改めて開示をご請求ください。`,
  linkReplaced: 'このリンクは、その後に受け付けたご請求のリンクに置き換わったため使えません。最新のメールのリンクを開いてください。',
  linkOfAnother: 'このリンクは、ログイン中の会員のものではありません。ご請求された会員のIDでログインしてから開いてください。',
} as const;

export const exportTexts = {
  title: '保有個人データの開示について',
  law: '個人情報の保護に関する法律 第33条に基づくご請求',
  lead: '当社が保有するお客さまの個人データを、次のとおり開示いたします。同じ内容を、機械で読み取れる形式（JSON）で disclosure.json に収めています。',
  leftOut:
    '暗証番号・パスワード・カードを操作する符号は、当社でも元に戻せない形（ハッシュ）でのみ保管しているため、開示の対象に含めていません。',
  preparedAt: '作成日時',
  person: 'お名前',
  receivedBy: '受付の方法',
  profile: '会員情報',
  applications: 'カードのお申し込み',
  inquiryNumber: 'お申し込み番号',
  submittedAt: 'お申し込み日時',
  decision: '審査の結果',
  decidedAt: '審査の日時',
  actions: '当社の対応の記録',
  none: '記録はありません。',
  jsonOnly: (rows: number) => `${rows}件あります。各行は disclosure.json に収めています。`,
  photosInZip: (count: number) => `画像${count}点を photos フォルダに収めています。`,
  empty: '（なし）',
  yes: 'はい',
  no: 'いいえ',
  continued: '（続き）',
} as const;

export const DECISION_LABELS: Readonly<Record<string, string>> = { approved: '承認', declined: 'お見送り' };

export const ACTOR_LABELS = { staff: '当社の担当者', system: '当社のシステム', member: 'ご本人' } as const;

/** The audit log's actions as a person reads them; one not listed is shown as its kind of record. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'case.view': 'お申し込み内容の確認',
  'photo.view': '在留カードの画像の確認',
  'cardApplication.decide': 'お申し込みの審査の決定',
  'application.decide': 'お申し込みの審査の決定',
  'member.membershipStatus': '会員の状態の変更',
  'partnerIdLink.link': 'パートナーIDとの連携',
  'partnerIdLink.unlink': 'パートナーIDとの連携の解除',
  'card.autoPaylater': 'あと払いの支払いカードの登録',
  'disclosure.lookup': '郵送でのご請求に基づく会員の確認',
  'disclosure.prepare': '開示資料の作成（郵送でのご請求）',
  'rightsRequest.file': '訂正・利用停止のご請求の受付',
  'rightsRequest.view': '訂正・利用停止のご請求の確認',
  'rightsRequest.decide': '訂正・利用停止のご請求の決定',
};

export const OTHER_ACTION = 'その他の対応';

/** The staff console's sentences for a request received by post (server/ops/pages/DisclosuresPage.tsx). */
export const postalMessages = {
  mobileNumber: '携帯電話番号は、ハイフンなしの10桁か11桁の数字で入力してください。',
  birthDay: '生年月日は「1980-04-01」の形で入力してください。',
  noMember: '入力した携帯電話番号と生年月日の会員は見つかりませんでした。請求書の記載と照らし合わせてください。',
  member: '開示資料を作成する会員を選んでください。',
  letterReference: '受付番号は、郵送物に付けた番号（英数字とハイフン、20文字まで）を入力してください。',
  identityChecked: '同封の本人確認書類で、請求者がこの会員ご本人であることを確認してから作成してください。',
  noMailAddress: 'この会員はメールアドレスを登録していないため、メールで開示資料をお送りできません。書面での開示を手配してください。',
  prepared: '開示資料を作成し、会員の登録メールアドレスにダウンロード用のリンクを送りました。',
} as const;

/** APPI 第34条 (訂正等) and 第35条 (利用停止等): the two kinds of request, as the console and the mail name them. */
export const RIGHTS_REQUEST_KIND_LABELS = {
  correction: '保有個人データの訂正・追加・削除',
  stopUse: '保有個人データの利用停止・消去・第三者提供の停止',
} as const;

/** The console's sentences for those requests (server/ops/pages/RightsRequestPage.tsx). */
export const rightsMessages = {
  kind: '請求の種類を選んでください。',
  letterReference: '受付番号は、郵送物や電話の記録に付けた番号（英数字とハイフン、20文字まで）を入力してください。',
  requestText: '請求の内容を、1,000文字以内で入力してください。',
  member: '請求した会員を選んでください。',
  decision: '承認するか、お断りするかを選んでください。',
  declineNote: 'お断りするときは、その理由を会員にお知らせする文で入力してください（500文字以内）。',
  noteLength: 'メモは500文字以内で入力してください。',
  notFound: 'このご請求は見つかりません。',
  ownFiling: 'ご自身が登録したご請求は決定できません。別の審査責任者に決定を依頼してください。',
  decided: (who: string) => `このご請求は${who}さんがすでに決定しています。`,
  filed: '請求を登録しました。別の審査責任者が内容を確認して決定します。',
  approved: '承認しました。会員に結果をメールでお知らせします。訂正・利用停止の作業は、承認の内容に沿って行ってください。',
  declined: 'お断りしました。会員に理由をメールでお知らせします。',
} as const;
