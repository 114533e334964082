/**
 * The answers of the member area's read calls (issue 14), as the server sends them and the pages read them. Money
 * is an integer number of yen (formatted once, validators/money.ts); dates are `YYYY-MM-DD` in Asia/Tokyo; a
 * billing month is `YYYYMM`.
 */
import type { AgreementStatus } from '../enums/accountTransfer';
import type { AuthorizationStatus, DeclineReason } from '../enums/authorization';
import type { PaymentMethod } from '../enums/bank';
import type { PaymentKind, SpendingCategory } from '../enums/statement';

/** SPEC 4 statement detail: unfixed 0, temporary fixed 1, fixed 2, no detail 9. Payment: paying 30, paid 40, unpaid 50. */
export interface StatementMonth {
  readonly billingMonth: string;
  readonly amount: number;
  readonly dueDate: string;
  readonly detailStatus: '0' | '1' | '2' | '9';
  readonly paymentStatus: '30' | '40' | '50';
}

export type { PaymentKind, SpendingCategory };

export interface StatementLine {
  readonly id: number;
  readonly billingMonth: string;
  readonly usedOn: string;
  readonly shopName: string;
  readonly amount: number;
  readonly paymentKind: PaymentKind;
  readonly category: SpendingCategory;
}

/** A card as a statement names it: brand and last four digits, never more of the number. */
export interface StatementCard {
  readonly key: string;
  readonly brand: string;
  readonly card4no: string;
  readonly nickname: string;
  /** The SPEC 8.3 banner its pages show while the card is restricted or stopped (statements are still read). */
  readonly restriction: RestrictionBanner | null;
}

/** GET /external/v1/statement/months: every month of the selected card, newest first, and the chart's data. */
export interface StatementMonthsAnswer {
  readonly card: StatementCard;
  readonly months: readonly StatementMonth[];
  /** The newest 12 months, oldest first (the bars). */
  readonly monthlyTotals: readonly { readonly billingMonth: string; readonly amount: number }[];
  /** The newest month's spending by category, largest first (refunds count against their category). */
  readonly categories: readonly { readonly category: SpendingCategory; readonly amount: number }[];
}

/** One page of lines (SPEC 9: offset 0, limit 24), newest use first. */
export interface StatementPage<Line = StatementLine> {
  readonly lines: readonly Line[];
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
}

/** GET /external/v1/statement/monthly: one month of the selected card. */
export interface StatementMonthlyAnswer extends StatementPage {
  readonly card: StatementCard;
  readonly statement: StatementMonth;
}

/** GET /external/v1/statement/detail/{lineId}. */
export interface StatementDetailAnswer {
  readonly card: StatementCard;
  readonly statement: StatementMonth;
  readonly line: StatementLine;
}

/** GET /external/v1/statement/multiple: one month of every card of the member, in one list. */
export interface StatementMultipleAnswer extends StatementPage<StatementLine & { readonly cardKey: string }> {
  readonly billingMonth: string;
  readonly cards: readonly (StatementCard & { readonly amount: number | null })[];
  /** Months any of the cards has, newest first. */
  readonly months: readonly string[];
}

/** GET /external/v1/settlement/top/claimstatus (SPEC 7.2): the bill the member top shows. */
export interface ClaimStatusAnswer {
  /** paying: due and not yet paid; paid; unpaid: a due date passed without payment; none: no fixed bill yet. */
  readonly claimStatus: 'paying' | 'paid' | 'unpaid' | 'none';
  readonly billingMonth: string | null;
  readonly amount: number | null;
  readonly dueDate: string | null;
}

/** SPEC 3.1 top-screen notice identifiers. */
export type TopNotice =
  | 'paymentPaid'
  | 'paymentUnpaid'
  | 'contactWarning'
  | 'familyCreditRegistration'
  | 'residenceCleansing'
  | 'residenceRenew'
  | 'residenceRenewPromptly'
  | 'residenceExpired'
  | 'residenceImageUnclear'
  | 'residenceMismatch'
  | 'residenceDeficiency'
  | 'residenceDeleted'
  | 'cardActivation'
  | 'goldCardActivation';

/** SPEC 8.3 restriction banners; `suspended` when the card's status stops every use (SPEC 4 card status 1–6, 9). */
export type RestrictionBanner = 'all' | 'online' | 'overseas' | 'onlineAndOverseas' | 'suspended';

/** SPEC 3.2 payment methods (0 wallet balance, 1 account transfer, 4 convenience store); null: not registered. */
export type PaymentMethodCode = '0' | '1' | '4' | null;

/** GET /external/v1/member/top: the selected card's state the member top draws besides the bill. */
export interface MemberTopAnswer {
  readonly card: StatementCard;
  readonly notices: readonly TopNotice[];
  readonly restriction: RestrictionBanner | null;
  readonly unreadMessages: number;
  readonly paymentMethod: PaymentMethodCode;
}

export interface MessageSummary {
  readonly id: number;
  readonly title: string;
  readonly sentAt: string;
  readonly unread: boolean;
}

/** GET /external/v1/messages: newest first, paged like statements. */
export interface MessageListAnswer {
  readonly messages: readonly MessageSummary[];
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
  readonly unreadCount: number;
}

export interface MessageDetailAnswer extends MessageSummary {
  readonly body: string;
}

/** A web document (SPEC 2.6 /member/webdocument): the card's contract document, and a statement notice per fixed month. */
export interface WebDocument {
  /** `contract`, or `statement-YYYYMM`. */
  readonly id: string;
  readonly kind: 'contract' | 'statement';
  readonly title: string;
  readonly issuedOn: string;
}

export interface WebDocumentListAnswer {
  readonly card: StatementCard;
  readonly documents: readonly WebDocument[];
}

/** GET /external/v1/user/userinfo/newest (SPEC 7.2): the member's data as stored now, never a cached copy. */
export interface UserInfoNewestAnswer {
  readonly ppcdWebGuid: string;
  readonly phoneNumber: string;
  readonly lastNameKanji: string;
  readonly firstNameKanji: string;
  readonly lastNameKana: string;
  readonly firstNameKana: string;
  readonly membershipStatus: string;
}

/** GET /external/v1/member/info: the member's registered data as the member info page shows it (issue 15). */
export interface MemberInfoAnswer {
  readonly lastNameKanji: string;
  readonly firstNameKanji: string;
  readonly lastNameKana: string;
  readonly firstNameKana: string;
  readonly mobileNumber: string;
  readonly mailAddress: string | null;
  readonly homeZipCode: string | null;
  readonly homeAddrKanji: string | null;
  readonly homeSubAddrKanji: string | null;
  readonly homeAddrKana: string | null;
  readonly telNumFull: string | null;
  /** SPEC 3.2 occupation code and own income (万円) as last confirmed here; null before any job change. */
  readonly jobCode: string | null;
  readonly income: string | null;
  /** The payment account in one line, its number masked (三菱UFJ銀行 本店 普通 ****567); null before one is registered. */
  readonly paymentAccount: string | null;
  /** The titles of the mailing lists the member receives (schemas/mailingLists/lists.json), in the step's order. */
  readonly mailingLists: readonly string[];
  /** Nationality, status of residence and expiry in one line (ベトナム・留学・2027年3月31日まで), or 未登録. */
  readonly residence: string;
}

/**
 * One authorisation of the selected card (SPEC 2.6 /member/authorization/*): `authorizedAt` an instant (ISO 8601), the
 * amount in yen; a declined one, and only a declined one, has the network's reason code (enums/authorization.ts).
 */
export interface AuthorizationLine {
  readonly id: number;
  readonly authorizedAt: string;
  readonly shopName: string;
  readonly amount: number;
  readonly status: AuthorizationStatus;
  readonly declineReason: DeclineReason | null;
}

/**
 * GET /external/v1/authorization/detail (every authorisation) and /external/v1/authorization/error-detail (the
 * declined ones): one page, newest first, paged as the statements (SPEC 9).
 */
export interface AuthorizationPageAnswer extends StatementPage<AuthorizationLine> {
  readonly card: StatementCard;
}

/**
 * The member's 口座振替 agreement (SPEC 2.6 /member/jtransfer/agreement; enums/accountTransfer.ts): the account as the
 * member's pages show it (the number masked), the Tokyo days they agreed and the registration reached the bank,
 * the status those give, and the terms' version.
 */
export interface AccountTransferAgreement {
  readonly bankName: string;
  readonly branchName: string;
  readonly accountType: string;
  readonly accountNo: string;
  readonly accountHolder: string;
  readonly agreedOn: string;
  readonly requestedOn: string;
  readonly status: AgreementStatus;
  readonly termsVersion: string;
}

/** GET /external/v1/jtransfer/agreement: the agreement (null before one is registered) and the cards in use with how each is paid. */
export interface AccountTransferAgreementAnswer {
  readonly agreement: AccountTransferAgreement | null;
  readonly cards: readonly (StatementCard & { readonly paymentMethod: PaymentMethod | null })[];
}
