import { shellErrorScreens, toServiceTop, type ErrorScreen } from './shellErrorScreens';

export type { ErrorIcon, ErrorScreen } from './shellErrorScreens';

const toMemberTop = { buttonLabel: '会員トップへ戻る', backTo: '/member' } as const;
const toApplySteps = { buttonLabel: 'お申し込みの最初に戻る', backTo: '/apply/steps' } as const;

/**
 * The error screens of SPEC 8.2, with the back targets of SPEC 4 ("Error page back targets").
 * Every sentence here is read by a user; wording follows the register of Japanese card issuers' sites.
 *
 * Left out on purpose (issue 35): SPEC 8.2's "card entry failure", the card system refusing a card's entry. No call
 * here can meet it: an application and an additional card are recorded by this service in the submit's own
 * transaction and examined by staff, and an approval issues the card itself (server/memberSettings/issueCard.ts; the
 * card processor's issuing has no connection, README "outside systems"). A failure of that transaction is the system
 * error. The screen comes back with a connection to the card processor's issuing, for the answer that refuses an entry.
 */
export const errorScreens = {
  ...shellErrorScreens,
  internalError: {
    heading: 'エラーが発生しました',
    description: 'ただいま処理を完了できませんでした。時間をおいて、もう一度お試しください。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  maintenance: {
    heading: 'ただいまメンテナンス中です',
    description: 'ご不便をおかけして申し訳ございません。メンテナンス終了後に、もう一度ご利用ください。',
    icon: 'maintenance',
    pageTitle: 'メンテナンス中',
    buttonLabel: 'お知らせを見る',
    backTo: '/support',
  },
  sessionError: {
    heading: 'セッションの有効期限が切れました',
    description: '安全のため、一定時間操作がなかったためログアウトしました。もう一度ログインしてください。',
    icon: 'clock',
    pageTitle: 'セッションエラー',
    buttonLabel: 'ログインする',
    backTo: '/login',
  },
  notDirect: {
    heading: 'このページは直接開けません',
    description: 'お手数ですが、アプリのメニューからもう一度お進みください。',
    icon: 'notice',
    pageTitle: 'ページを開けません',
    ...toServiceTop,
  },
  noRegistration: {
    heading: '会員登録が確認できません',
    description: 'このサービスのご利用には、カード会員の登録が必要です。',
    icon: 'notice',
    pageTitle: '会員登録がありません',
    ...toServiceTop,
  },
  unavailableCard: {
    heading: 'このカードはご利用いただけません',
    description: 'お選びのカードでは、このサービスをご利用いただけません。',
    icon: 'card',
    pageTitle: 'ご利用いただけません',
    ...toMemberTop,
  },
  outsideOperatingHours: {
    heading: 'ただいまサービス時間外です',
    description: 'このお手続きは受付時間内に、もう一度お試しください。',
    icon: 'clock',
    pageTitle: 'サービス時間外',
    ...toServiceTop,
  },
  illegalOperation: {
    heading: '不正な操作が行われました',
    description: 'ブラウザの戻るボタンや、ページを直接開く操作はご利用いただけません。お手数ですが、最初からやり直してください。',
    icon: 'error',
    pageTitle: '不正な操作',
    ...toApplySteps,
  },
  alreadyHasCard: {
    heading: 'これ以上カードをお申し込みいただけません',
    description: 'お持ちいただけるカードは、一般カード3枚とゴールドカード1枚の合計4枚までです。',
    icon: 'card',
    pageTitle: 'お申し込みいただけません',
    ...toMemberTop,
  },
  invalidPromiseParameters: {
    heading: '入金予定日を登録できません',
    description: '入力内容をご確認のうえ、もう一度お手続きください。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  nothingUnpaid: {
    heading: 'お支払いのお約束は必要ありません',
    description:
      '未払いのご請求はありません。お支払いのお約束は、お支払い期日を過ぎたご請求があるときにお申し込みいただけます。ご請求の状況は「ご請求・お支払い状況」でご確認ください。',
    icon: 'notice',
    pageTitle: 'お支払いのお約束',
    ...toMemberTop,
  },
  // A same-day deposit promise sent after 15:00 Tokyo (4048): the way on is the promise's step, to choose another day.
  sameDayTransferDeadline: {
    heading: '本日の振込予定日は15時までです',
    description: '15時を過ぎたため、本日を振込予定日に選べません。明日以降の日付をお選びください。',
    icon: 'clock',
    pageTitle: '受付時間外',
    buttonLabel: '振込予定日を選び直す',
    backTo: '/member/deposit-promise',
  },
  revolvingExcess: {
    heading: 'リボ払いの設定金額を超えています',
    description: 'ご利用可能な金額を超えているため、お手続きできません。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  contractApiError: {
    heading: 'ご契約情報を確認できませんでした',
    description: '時間をおいて、もう一度お試しください。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  phoneNumberNotRegistered: {
    heading: '電話番号が登録されていません',
    description: 'ご登録の電話番号を確認できませんでした。アプリで電話番号をご登録のうえ、もう一度お試しください。',
    icon: 'notice',
    pageTitle: '電話番号未登録',
    ...toServiceTop,
  },
  upgradeNotAvailable: {
    heading: 'ゴールドカードへの切り替えはできません',
    description: 'ただいまのご契約状況では、ゴールドカードへ切り替えできません。',
    icon: 'card',
    pageTitle: 'お申し込みいただけません',
    ...toMemberTop,
  },
  alreadyGold: {
    heading: 'このカードはすでにゴールドカードです',
    description:
      'お選びのカードはゴールドカードのため、切り替えのお手続きは必要ありません。ゴールドカードの特典やご利用可能枠は、会員トップからご確認ください。',
    icon: 'card',
    pageTitle: 'ゴールドカードへの切り替え',
    ...toMemberTop,
  },
  entryClosed: {
    heading: '受付を終了しました',
    description: 'このお申し込みの受付は終了しました。',
    icon: 'notice',
    pageTitle: '受付終了',
    ...toServiceTop,
  },
  // While a residence report awaits its review (4049, server/memberSettings/residenceReview.ts).
  memberInfoClosed: {
    heading: '会員情報の変更を受け付けていません',
    description:
      'ご提出いただいた在留カードを確認しています。確認が終わるまで、ご住所と在留カードの変更はお受けできません。確認が終わりましたら、あらためてお手続きください。',
    icon: 'notice',
    pageTitle: '受付停止中',
    buttonLabel: '会員情報へ戻る',
    backTo: '/member/info/top',
  },
  // Not in SPEC 8.2's list: the apply flow is for new applicants; a member adds cards from the member pages.
  alreadyMember: {
    heading: 'すでにカードをお持ちです',
    description: '2枚目以降のカードや家族カードは、会員ページのカード追加からお申し込みください。',
    icon: 'card',
    pageTitle: 'お申し込みいただけません',
    ...toMemberTop,
  },
  alreadyApplied: {
    heading: 'すでにお申し込み済みです',
    description: 'お申し込みを受け付けています。審査結果のお知らせをお待ちください。',
    icon: 'notice',
    pageTitle: 'お申し込み済み',
    ...toServiceTop,
  },
  initError: {
    heading: '画面を表示できませんでした',
    description: '情報の取得に失敗しました。時間をおいて、もう一度お試しください。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toServiceTop,
  },
  invalidShopUrl: {
    heading: 'URLが正しくありません',
    description: 'ご利用の店舗用URLを確認できませんでした。店頭の案内から、もう一度アクセスしてください。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toServiceTop,
  },
  revolvingChangeRefused: {
    heading: 'リボ払いの変更を受け付けできません',
    description: 'ただいまのご利用状況では、お支払い方法を変更できません。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  partnerIdAlreadyLinked: {
    heading: 'すでにパートナーIDと連携しています',
    description: 'このアカウントは、パートナー携帯会社のIDと連携済みです。連携した日や解除は、連携の状況の画面でご確認いただけます。',
    icon: 'notice',
    pageTitle: 'パートナーIDとの連携',
    buttonLabel: '連携の状況を見る',
    backTo: '/member/setting/sbidlinkage/status',
  },
  // The linkage withdrawn by the feature flags (4050): the status page still shows and undoes a link made before.
  partnerIdLinkageClosed: {
    heading: 'パートナーIDとの連携はお受けしていません',
    description:
      'ただいま、パートナー携帯会社のIDとの連携のお手続きはご利用いただけません。連携済みの方は、連携の状況の画面で連携した日の確認や解除ができます。',
    icon: 'notice',
    pageTitle: 'パートナーIDとの連携',
    buttonLabel: 'カードの設定へ戻る',
    backTo: '/member/setting/top',
  },
  accountLinkFailure: {
    heading: 'アカウント連携に失敗しました',
    description:
      'パートナーIDとの連携を確認できませんでした。連携の有効期限が切れたか、ご登録の携帯電話番号と一致しなかった可能性があります。もう一度、携帯電話番号の入力からお進みください。',
    icon: 'error',
    pageTitle: '連携エラー',
    ...toServiceTop,
  },
  carrierLinkError: {
    heading: '携帯電話会社との連携に失敗しました',
    description: 'ご契約情報を確認できませんでした。時間をおいて、もう一度お試しください。',
    icon: 'error',
    pageTitle: '連携エラー',
    ...toServiceTop,
  },
  familyCardLimit: {
    heading: '家族カードの上限に達しています',
    description: '家族カードは10枚までお申し込みいただけます。',
    icon: 'card',
    pageTitle: '上限に達しています',
    ...toMemberTop,
  },
  goldFamilyCardLimit: {
    heading: 'ゴールド家族カードの上限に達しています',
    description: 'ゴールドカードの家族カードは3枚までお申し込みいただけます。',
    icon: 'card',
    pageTitle: '上限に達しています',
    ...toMemberTop,
  },
  // Only a card not in use meets it (stopped by the member, the issuer or its expiry): the member picked that card.
  nothingToSuspend: {
    // The suspension lists every card in use, family cards included: this is met with none left, or with a card
    // another window stopped meanwhile.
    heading: 'すでにご利用を停止しています',
    description:
      'お選びのカードは、家族カードも含めて、すでにご利用を停止しているため、あらためて停止する必要はありません。ほかに停止するカードがあるときは、もう一度はじめからお手続きください。',
    icon: 'card',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  // SPEC 6, availability code 2: a member under 18 holds the card with a guardian, and the service is not for minors.
  minorUnavailable: {
    heading: '未成年の方はご利用いただけません',
    description: 'このお手続きは、18歳以上の会員さまがご利用いただけます。18歳のお誕生日を迎えたあとに、あらためてお手続きください。',
    icon: 'notice',
    pageTitle: 'ご利用いただけません',
    ...toMemberTop,
  },
  // SPEC 6, availability code 3: the service sends something by post, and there is no address to send it to.
  addressUnavailable: {
    heading: 'ご住所の登録が必要です',
    description:
      'このお手続きでは、ご登録のご住所へ郵便でお送りするものがあります。会員情報からご住所を登録してから、あらためてお手続きください。',
    icon: 'notice',
    pageTitle: 'ご利用いただけません',
    buttonLabel: '会員情報へ進む',
    backTo: '/member/info/top',
  },
  reissueInProgress: {
    heading: 'カードを再発行中です',
    description: '再発行のお手続き中のため、このお手続きはできません。',
    icon: 'card',
    pageTitle: '再発行中',
    ...toMemberTop,
  },
  kycMismatch: {
    heading: '本人確認情報が一致しません',
    description: 'アプリでご登録の本人確認情報と、入力内容が一致しませんでした。',
    icon: 'error',
    pageTitle: '本人確認エラー',
    ...toServiceTop,
  },
  // SPEC 8.1 identity errors at the application's submit (server/apply/partnerIdentity.ts).
  cardOnAnotherAccount: {
    heading: '別のアカウントでカードをお持ちです',
    description:
      'アプリで本人確認済みのお客さまの情報から、別のアプリのアカウントでお持ちのカードが見つかりました。カードをお持ちのアカウントでログインしてご利用ください。',
    icon: 'card',
    pageTitle: 'お申し込みいただけません',
    ...toServiceTop,
  },
  multipleCardsFound: {
    heading: 'お客さまのカードが複数見つかりました',
    description:
      'アプリで本人確認済みのお客さまの情報から、複数のアカウントでお持ちのカードが見つかりました。お手数ですが、お問い合わせ窓口へご連絡ください。',
    icon: 'card',
    pageTitle: 'お申し込みいただけません',
    buttonLabel: 'お問い合わせ窓口へ',
    backTo: '/support',
  },
  applicationRefused: {
    heading: 'このお申し込みはお受けできません',
    description: 'ご入力の内容ではお申し込みをお受けできませんでした。詳しくはお問い合わせ窓口へご連絡ください。',
    icon: 'error',
    pageTitle: 'お申し込みいただけません',
    buttonLabel: 'お問い合わせ窓口へ',
    backTo: '/support',
  },
  cashingContractInProgress: {
    heading: 'キャッシングのご契約手続き中です',
    description: 'お手続きの完了までお待ちください。',
    icon: 'notice',
    pageTitle: '手続き中',
    ...toMemberTop,
  },
  emergencyReissueNotice: {
    heading: '緊急再発行のご案内',
    description: '海外で緊急発行したカードの有効期限は約2か月です。帰国後に再発行をお申し込みください。',
    icon: 'notice',
    pageTitle: '緊急再発行',
    ...toMemberTop,
  },
  withdrawalErrorAll: {
    heading: '退会のお手続きができません',
    description:
      'すべてのカードにお支払いが残っているため、退会のお手続きができません。お支払いがすべて済んでから、もう一度お手続きください。',
    icon: 'error',
    pageTitle: '退会できません',
    ...toMemberTop,
  },
  withdrawalErrorPartial: {
    heading: '一部のカードは退会できません',
    description:
      'お支払いが残っているカードがあるため、退会のお手続きができません。退会はお持ちのすべてのカードについて行います。残っているお支払いが済んでから、もう一度お手続きください。',
    icon: 'error',
    pageTitle: '退会できません',
    ...toMemberTop,
  },
  // Not in SPEC 8.2's list: 4007's own (overpayment detail), where the contract-API screen told the member to retry.
  overpaymentRefundPending: {
    heading: '過払い金のご返金が済んでいません',
    description:
      'ご請求額を上回るお支払い（過払い）があり、そのご返金が済んでいないため、退会のお手続きができません。ご登録の口座へのご返金が済んでから、もう一度お手続きください。',
    icon: 'notice',
    pageTitle: '退会できません',
    ...toMemberTop,
  },
  withdrawalErrorNone: {
    heading: '退会できるカードがありません',
    description: '退会のお手続きができるカードが見つかりませんでした。',
    icon: 'error',
    pageTitle: '退会できません',
    ...toMemberTop,
  },
  // The way on is the renewed card's report, which only the member info page opens (its prior route).
  residenceStatusRenewal: {
    heading: '在留資格の更新が必要です',
    description:
      '在留カードの在留期間が過ぎているため、このお手続きはご利用いただけません。会員情報から、更新後の在留カードを提出してください。',
    icon: 'notice',
    pageTitle: '在留資格の更新',
    buttonLabel: '会員情報へ進む',
    backTo: '/member/info/top',
  },
  // SPEC 8.1 4006's second meaning: the home address changed, and the card on record still shows the old one.
  residenceAddressMismatch: {
    heading: 'ご住所と在留カードの住所が異なります',
    description:
      'ご登録のご住所が、お届けいただいた在留カードの住所と異なるため、このお手続きはご利用いただけません。新しいご住所が記載された在留カードのうら面を、会員情報から提出してください。',
    icon: 'notice',
    pageTitle: '在留カードの住所',
    buttonLabel: '会員情報へ進む',
    backTo: '/member/info/top',
  },
  // SPEC 8.1 4007's second meaning: the card on record lapsed (62 days past its expiry) and was removed.
  residenceDeleted: {
    heading: '在留カードの情報が削除されました',
    description:
      '在留期間の満了日から62日を過ぎたため、お届けいただいた在留カードの情報を削除しました。このお手続きをご利用いただくには、会員情報から、現在の在留カードを提出してください。',
    icon: 'notice',
    pageTitle: '在留カードの提出',
    buttonLabel: '会員情報へ進む',
    backTo: '/member/info/top',
  },
  cardActivationError: {
    heading: 'カードを有効化できませんでした',
    description:
      'このカードは、すでに有効化されているか、ご利用を停止しているため有効化できません。会員トップでカードの状態をご確認ください。',
    icon: 'card',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  // A setting of a card that has not been activated (あと払い, issue 35): the member is told how to start using it.
  cardNotActivated: {
    heading: 'このカードはまだ有効化されていません',
    description:
      'カードがお手元に届いたら、会員トップの「カードを有効化する」から有効化してください。有効化の後に、このお手続きができます。',
    icon: 'card',
    pageTitle: 'カードの有効化前です',
    ...toMemberTop,
  },
  salesStopped: {
    heading: 'このカードは利用停止中です',
    description:
      '紛失・盗難などによりご利用を停止しているため、このカードではお手続きできません。ほかのカードをお持ちのときは、会員トップでカードを切り替えてからお手続きください。',
    icon: 'card',
    pageTitle: '利用停止中',
    ...toMemberTop,
  },
  cashingReductionBeforeContract: {
    heading: 'キャッシング枠を減額できません',
    description: 'ご契約内容の確認が完了するまで、減額のお手続きはできません。',
    icon: 'notice',
    pageTitle: 'お手続きできません',
    ...toMemberTop,
  },
  installmentChangeRefused: {
    heading: '分割払いへの変更を受け付けできません',
    description: 'このご利用は、分割払いへ変更できません。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
  installmentOverLimit: {
    heading: '分割払いの上限を超えています',
    description: 'ご利用可能枠を超えるため、分割払いへ変更できません。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toMemberTop,
  },
} as const satisfies Record<string, ErrorScreen>;

export type ErrorScreenKey = keyof typeof errorScreens;

export function isErrorScreenKey(value: unknown): value is ErrorScreenKey {
  return typeof value === 'string' && Object.hasOwn(errorScreens, value);
}
