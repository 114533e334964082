/** Member setting flags and results (SPEC 4 "Other flags"). */

export const UsageRestriction = { None: '00', All: '01', Online: '02', Abroad: '03', PartiallyAll: '05' } as const;
export type UsageRestriction = (typeof UsageRestriction)[keyof typeof UsageRestriction];
export const USAGE_RESTRICTION_LABELS: Readonly<Record<UsageRestriction, string>> = {
  '00': '制限なし',
  '01': 'すべてのご利用',
  '02': 'オンライン決済',
  '03': '海外でのご利用',
  '05': '一部すべて',
};

export const PinCheckResult = { Success: '0', Incorrect: '1', Locked: '2', Repeated: '3', Abnormal: '4' } as const;
export type PinCheckResult = (typeof PinCheckResult)[keyof typeof PinCheckResult];
export const PIN_CHECK_RESULT_LABELS: Readonly<Record<PinCheckResult, string>> = {
  '0': '成功',
  '1': '暗証番号が正しくありません',
  '2': 'ロック中',
  '3': '繰り返し',
  '4': '異常',
};

export const ChangeCheck = { NotChecked: '0', NoChangeConfirmed: '1', ChangesDetected: '2' } as const;
export type ChangeCheck = (typeof ChangeCheck)[keyof typeof ChangeCheck];
export const CHANGE_CHECK_LABELS: Readonly<Record<ChangeCheck, string>> = { '0': '未確認', '1': '変更なしを確認済み', '2': '変更あり' };

export const Contracted = { No: '0', Yes: '1', NotPreContracted: '2' } as const;
export type Contracted = (typeof Contracted)[keyof typeof Contracted];
export const CONTRACTED_LABELS: Readonly<Record<Contracted, string>> = { '0': '未契約', '1': '契約済み', '2': '事前契約なし' };

export const ConsentMode = { Manual: '0', Auto: '1' } as const;
export type ConsentMode = (typeof ConsentMode)[keyof typeof ConsentMode];
export const CONSENT_MODE_LABELS: Readonly<Record<ConsentMode, string>> = { '0': '手動', '1': '自動' };

export const ReadState = { Read: '0', Unread: '1' } as const;
export type ReadState = (typeof ReadState)[keyof typeof ReadState];
export const READ_STATE_LABELS: Readonly<Record<ReadState, string>> = { '0': '既読', '1': '未読' };

export const ResultFlag = { Success: '1', Failure: '9' } as const;
export type ResultFlag = (typeof ResultFlag)[keyof typeof ResultFlag];
export const RESULT_FLAG_LABELS: Readonly<Record<ResultFlag, string>> = { '1': '成功', '9': '失敗' };

/** The many 0/1 switches of SPEC 4 (setting on/off, re-apply allowed, selection, card activated, emergency reissue). */
export const OnOff = { Off: '0', On: '1' } as const;
export type OnOff = (typeof OnOff)[keyof typeof OnOff];
export const ON_OFF_LABELS: Readonly<Record<OnOff, string>> = { '0': 'オフ', '1': 'オン' };

/** Switch and account-linkage states (SPEC 4 names them without codes). */
export const SWITCH_STATES = ['notTarget', 'inProgress', 'done'] as const;
export type SwitchState = (typeof SWITCH_STATES)[number];
export const SWITCH_STATE_LABELS: Readonly<Record<SwitchState, string>> = { notTarget: '対象外', inProgress: '切替中', done: '切替済み' };
export const ACCOUNT_LINKAGE_STATES = ['impossible', 'possible', 'linked'] as const;
export type AccountLinkageState = (typeof ACCOUNT_LINKAGE_STATES)[number];
export const ACCOUNT_LINKAGE_STATE_LABELS: Readonly<Record<AccountLinkageState, string>> = {
  impossible: '連携できません',
  possible: '連携できます',
  linked: '連携済み',
};

/** The usage restriction as a member chooses it (SPEC 2.6 usage-restriction; the codes of SPEC 4, 05 is online and abroad together). */
export const USAGE_RESTRICTION_CHOICE_LABELS: Readonly<Record<UsageRestriction, string>> = {
  '00': '制限しない',
  '01': 'すべてのご利用を止める',
  '02': 'オンライン決済を止める',
  '03': '海外の店舗でのご利用を止める',
  '05': 'オンライン決済と海外でのご利用を止める',
};

/** Whether the app's home shows the card's balance (SPEC 4 setting on/off 0/1). */
export const DisplayBalance = { Show: '1', Hide: '0' } as const;
export type DisplayBalance = (typeof DisplayBalance)[keyof typeof DisplayBalance];
export const DISPLAY_BALANCE_LABELS: Readonly<Record<DisplayBalance, string>> = { '1': '表示する', '0': '表示しない' };

/** ETC cards one credit card may carry (ours: Japanese issuers allow up to five). */
export const ETC_CARDS_MAX = 5;
export const ETC_CARD_COUNTS = ['1', '2', '3', '4', '5'] as const;
export type EtcCardCount = (typeof ETC_CARD_COUNTS)[number];
export const ETC_CARD_COUNT_LABELS: Readonly<Record<EtcCardCount, string>> = { '1': '1枚', '2': '2枚', '3': '3枚', '4': '4枚', '5': '5枚' };
