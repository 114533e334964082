import type { SessionFlags } from '../api/bffAnswers';
import type { ErrorScreenKey } from './errorScreens';

/**
 * The result codes of SPEC 8.1: the `codeId` every API answer carries, the HTTP status it goes with, the
 * message a user may read, and the error screen the browser shows when the code ends a journey.
 * `screen: null` means the calling page handles the code itself (field errors, a retry, a redirect).
 */
export interface ResultCode {
  readonly codeId: string;
  readonly status: number;
  readonly message: string;
  readonly screen: ErrorScreenKey | null;
  /**
   * SPEC 8.1 gives 4006 and 4007 a second meaning ("also address mismatch", "also residence deleted"): answered for
   * it, the code says its own message, and the browser, finding the session's flag on, shows its own screen.
   */
  readonly alsoWhen?: FlaggedMeaning;
}

export interface FlaggedMeaning {
  readonly flag: keyof SessionFlags;
  readonly message: string;
  readonly screen: ErrorScreenKey;
}

export const resultCodes = {
  success: { codeId: '2000', status: 200, message: '正常に処理しました。', screen: null },
  dataNotAvailable: { codeId: '2001', status: 200, message: '表示できる情報がありません。', screen: null },
  invalidParams: { codeId: '4000', status: 400, message: '入力内容に誤りがあります。ご確認ください。', screen: null },
  dataNotFound: { codeId: '4001', status: 404, message: '対象の情報が見つかりません。', screen: 'initError' },
  invalidFileFormat: { codeId: '4002', status: 400, message: 'ファイルの形式が正しくありません。', screen: null },
  virusCheckFailed: {
    codeId: '4003',
    status: 400,
    message: 'ファイルを確認できませんでした。選択した写真をご確認ください。',
    screen: null,
  },
  refreshTokenExpired: {
    codeId: '4004',
    status: 401,
    message: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    screen: 'sessionError',
  },
  phoneNumberNotFound: { codeId: '4005', status: 400, message: '電話番号が登録されていません。', screen: 'phoneNumberNotRegistered' },
  invalidUserStatus: {
    codeId: '4006',
    status: 400,
    message: 'ただいまのご契約状況では、お手続きできません。',
    screen: 'unavailableCard',
    alsoWhen: {
      flag: 'addressMismatchFlg',
      message: 'ご登録の住所と在留カードの住所が異なるため、お手続きできません。',
      screen: 'residenceAddressMismatch',
    },
  },
  // A withdrawal while a card's overpayment (a bill below zero) is not yet paid back (issue 35).
  overpaymentDetail: {
    codeId: '4007',
    status: 400,
    message: '過払い明細があるため、お手続きできません。',
    screen: 'overpaymentRefundPending',
    alsoWhen: {
      flag: 'residenceDeleteFlg',
      message: '在留カードの情報が削除されたため、お手続きできません。',
      screen: 'residenceDeleted',
    },
  },
  familyCardLimit: { codeId: '4008', status: 400, message: '家族カードは10枚までです。', screen: 'familyCardLimit' },
  goldFamilyCardLimit: { codeId: '4009', status: 400, message: 'ゴールドカードの家族カードは3枚までです。', screen: 'goldFamilyCardLimit' },
  // Refusals of the card-plan flows (issue 17, SPEC 8.2): each ends the journey on its own error screen.
  revolvingExcess: {
    codeId: '4010',
    status: 400,
    message: 'ご利用可能な金額を超えるため、リボ払いに変更できません。',
    screen: 'revolvingExcess',
  },
  revolvingChangeRefused: {
    codeId: '4011',
    status: 400,
    message: 'ただいまのご利用状況では、お支払い方法を変更できません。',
    screen: 'revolvingChangeRefused',
  },
  cashingContractInProgress: {
    codeId: '4012',
    status: 400,
    message: 'キャッシング枠の審査中は、キャッシング枠を変更できません。',
    screen: 'cashingContractInProgress',
  },
  cashingReductionBeforeContract: {
    codeId: '4013',
    status: 400,
    message: 'ご契約内容の確認が完了するまで、キャッシング枠は減額できません。',
    screen: 'cashingReductionBeforeContract',
  },
  installmentChangeRefused: {
    codeId: '4014',
    status: 400,
    message: 'このご利用は、分割払いへ変更できません。',
    screen: 'installmentChangeRefused',
  },
  installmentOverLimit: {
    codeId: '4015',
    status: 400,
    message: 'ご利用可能枠を超えるため、分割払いへ変更できません。',
    screen: 'installmentOverLimit',
  },
  // A deposit promise for a day or amount the bill does not allow (SPEC 8.2).
  invalidPromise: {
    codeId: '4016',
    status: 400,
    message: 'お支払いのお約束を受け付けられませんでした。',
    screen: 'invalidPromiseParameters',
  },
  // A deposit promise asked for when nothing is unpaid: refused before its first step, with a screen saying why (issue 35).
  nothingUnpaid: {
    codeId: '4028',
    status: 400,
    message: '未払いのご請求がないため、お支払いのお約束は必要ありません。',
    screen: 'nothingUnpaid',
  },
  // A same-day deposit promise saved before 15:00 Tokyo and sent after it (SPEC 8.2, 9; issue 35).
  sameDayTransferDeadline: {
    codeId: '4048',
    status: 400,
    message: '当日のお振込みは15時までです。翌日以降の日付をお選びください。',
    screen: 'sameDayTransferDeadline',
  },
  // A change of the address or the residence card while a residence report awaits its review (SPEC 8.2 member info closed).
  memberInfoClosed: {
    codeId: '4049',
    status: 400,
    message: '在留カードの確認が終わるまで、会員情報を変更できません。',
    screen: 'memberInfoClosed',
  },
  // The card's life (issue 16, SPEC 8.2): a suspension, a reissue or a withdrawal the cards as they are do not allow.
  nothingToSuspend: {
    codeId: '4017',
    status: 400,
    message: 'お選びのカードは、すでにご利用を停止しています。',
    screen: 'nothingToSuspend',
  },
  emergencyReissueNotice: {
    codeId: '4027',
    status: 400,
    message: '緊急発行したカードは、この画面から再発行できません。',
    screen: 'emergencyReissueNotice',
  },
  reissueInProgress: { codeId: '4018', status: 400, message: 'カードを再発行中のため、お手続きできません。', screen: 'reissueInProgress' },
  withdrawalErrorAll: {
    codeId: '4019',
    status: 400,
    message: 'お支払いが残っているため、退会のお手続きができません。',
    screen: 'withdrawalErrorAll',
  },
  withdrawalErrorPartial: {
    codeId: '4020',
    status: 400,
    message: 'お支払いが残っているカードがあるため、退会のお手続きができません。',
    screen: 'withdrawalErrorPartial',
  },
  upgradeNotAvailable: {
    codeId: '4023',
    status: 400,
    message: 'ただいまのご契約状況では、ゴールドカードへ切り替えできません。',
    screen: 'upgradeNotAvailable',
  },
  // A gold card offered its own switch to gold: refused before the entry page, with a screen saying why (issue 35).
  alreadyGold: { codeId: '4029', status: 400, message: 'このカードはすでにゴールドカードです。', screen: 'alreadyGold' },
  // SPEC 6 availability codes 2 and 3 (enums/member.ts): refused before the first page of a service not for the holder.
  minorUnavailable: {
    codeId: '4033',
    status: 400,
    message: '未成年の方はこのお手続きをご利用いただけません。',
    screen: 'minorUnavailable',
  },
  addressUnavailable: {
    codeId: '4034',
    status: 400,
    message: 'ご住所が登録されていないため、このお手続きをご利用いただけません。',
    screen: 'addressUnavailable',
  },
  // SPEC 2.6 sbidlinkage: one partner ID link per member; the linkage is refused before its first page while one holds.
  partnerIdAlreadyLinked: {
    codeId: '4035',
    status: 400,
    message: 'すでにパートナーIDと連携しています。',
    screen: 'partnerIdAlreadyLinked',
  },
  // The member's own partner ID linkage while the feature flags withdraw it (sbIdLinkage off, or its rollback on).
  partnerIdLinkageClosed: {
    codeId: '4050',
    status: 400,
    message: 'ただいまパートナーIDとの連携はお受けしていません。',
    screen: 'partnerIdLinkageClosed',
  },
  upgradeUnderReview: { codeId: '4024', status: 400, message: 'ゴールドカードへの切り替えを審査しています。', screen: 'alreadyApplied' },
  alreadyHasCard: { codeId: '4025', status: 400, message: 'お持ちいただけるカードの枚数の上限に達しています。', screen: 'alreadyHasCard' },
  cardApplicationUnderReview: {
    codeId: '4026',
    status: 400,
    message: '追加のカードのお申し込みを審査しています。',
    screen: 'alreadyApplied',
  },
  // A flow that uses the card, opened for a card not in use (SPEC 4 card status 1–6, 9): refused before its first page (issue 35).
  salesStopped: {
    codeId: '4036',
    status: 400,
    message: 'このカードはご利用を停止しているため、お手続きできません。',
    screen: 'salesStopped',
  },
  // A flow that extends credit, opened by a member whose residence card has expired (SPEC 4 residence status 4x, 8.3).
  residenceRenewalRequired: {
    codeId: '4037',
    status: 400,
    message: '在留期間が過ぎているため、お手続きできません。更新後の在留カードを提出してください。',
    screen: 'residenceStatusRenewal',
  },
  // A landing whose shop id names no partner shop (config/partnerShops.json): the shop's URL is wrong (issue 35).
  invalidShopUrl: { codeId: '4038', status: 400, message: '販売店のURLを確認できませんでした。', screen: 'invalidShopUrl' },
  // An entry sent after the campaign's period ended (the page was opened before): SPEC 8.2 entry closed (issue 35).
  entryClosed: { codeId: '4039', status: 400, message: 'このキャンペーンのエントリー受付は終了しました。', screen: 'entryClosed' },
  // The partner-ID linkage's consent with an access token unknown, another's, expired or for a changed number (SPEC 8.2).
  accountLinkFailed: {
    codeId: '4040',
    status: 400,
    message: '連携の有効期限が切れました。もう一度、携帯電話番号の入力からお進みください。',
    screen: 'accountLinkFailure',
  },
  // A setting of a card not activated yet (あと払い, issue 35), whose screen says how to activate it.
  cardNotActivated: {
    codeId: '4041',
    status: 400,
    message: 'このカードはまだ有効化されていないため、お手続きできません。',
    screen: 'cardNotActivated',
  },
  cardActivationFailed: { codeId: '4022', status: 400, message: 'このカードは有効化できません。', screen: 'cardActivationError' },
  withdrawalErrorNone: {
    codeId: '4021',
    status: 400,
    message: '退会のお手続きができるカードがありません。',
    screen: 'withdrawalErrorNone',
  },
  // SPEC 8.1 identity error: the application differs from the identity the payment app verified (SPEC 8.2 KYC mismatch).
  anotherCardFound: {
    codeId: '02501010',
    status: 400,
    message: '別のアカウントでお持ちのカードが見つかりました。',
    screen: 'cardOnAnotherAccount',
  },
  multipleCardsFound: { codeId: '02501012', status: 400, message: 'お客さまのカードが複数見つかりました。', screen: 'multipleCardsFound' },
  // A number another person's card is registered to: the application is refused without saying why (anti-fraud).
  suspectedFraud: { codeId: '10000R19', status: 400, message: 'このお申し込みはお受けできません。', screen: 'applicationRefused' },
  identificationError: {
    codeId: '00000331',
    status: 400,
    message: 'アプリで本人確認済みの情報と、お申し込みの内容が一致しません。',
    screen: 'kycMismatch',
  },
  forbidden: { codeId: '4031', status: 403, message: '認証情報の有効期限が切れました。', screen: 'sessionError' },
  // A flow the caller's role may not run (a member opening an applicant's flow, a former member a card flow).
  flowForbidden: { codeId: '4030', status: 403, message: 'このお手続きはご利用いただけません。', screen: 'unavailableCard' },
  smsAuthExpired: { codeId: '4032', status: 403, message: 'SMS認証の有効期限が切れました。もう一度認証してください。', screen: null },
  // A save drawn from an older version of the draft (another tab or device saved first): the page loads the draft
  // again and says so, and nothing the other save stored is lost.
  // More crash reports from one address in a minute than a failing page sends: the rest are not kept.
  tooManyReports: { codeId: '4290', status: 429, message: '送信が多すぎます。しばらく時間をおいてください。', screen: null },
  draftConflict: {
    codeId: '4090',
    status: 409,
    message: '別の画面でお手続きの内容が更新されました。最新の内容を表示しますので、ご確認のうえもう一度お進みください。',
    screen: null,
  },
  internalError: {
    codeId: '5001',
    status: 500,
    message: 'システムエラーが発生しました。時間をおいて、もう一度お試しください。',
    screen: 'systemError',
  },
  serviceTimeout: {
    codeId: '5020',
    status: 504,
    message: '処理に時間がかかっています。時間をおいて、もう一度お試しください。',
    screen: 'networkError',
  },
  // Not in SPEC 7.2 (issue 56): the instance is too busy to take the call, or its database is away for a moment (a
  // failover); the answer carries Retry-After, and the same call may be sent again under its Idempotency-Key.
  temporarilyUnavailable: {
    codeId: '5032',
    status: 503,
    message: 'ただいま混み合っています。しばらく時間をおいて、もう一度お試しください。',
    screen: 'systemError',
  },
  maintenance: { codeId: '5030', status: 503, message: 'ただいまメンテナンス中です。', screen: 'maintenance' },
  paymentProviderMaintenance: { codeId: '6030', status: 503, message: '決済サービスがメンテナンス中です。', screen: 'maintenance' },
  // A service open only part of the day asked outside its hours (config/serviceHours.json): SPEC 7.3's not-available-time.
  outsideServiceHours: {
    codeId: '5031',
    status: 503,
    message: 'ただいまサービス時間外です。受付時間内に、もう一度お試しください。',
    screen: 'outsideOperatingHours',
  },
  carrierLinkFailed: { codeId: '5401', status: 502, message: '携帯電話会社との連携に失敗しました。', screen: 'carrierLinkError' },
  // A number the carrier does not know as its customer's is the person's mistake (another number typed), not the
  // carrier's failure: 422, so monitoring that reads 5xx as a gateway fault is not paged for it (issue 58).
  carrierLinkRejected: { codeId: '5402', status: 422, message: '携帯電話会社のご契約を確認できませんでした。', screen: 'carrierLinkError' },
  carrierLinkUnavailable: { codeId: '5403', status: 503, message: '携帯電話会社のサービスが利用できません。', screen: 'carrierLinkError' },
} as const satisfies Record<string, ResultCode>;

export type ResultCodeName = keyof typeof resultCodes;
