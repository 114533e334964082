import {
  BUREAU_DEFAULT_KIND_LABELS,
  BUREAU_LOAN_KIND_LABELS,
  BUREAU_OBLIGATION_KIND_LABELS,
  type BureauDefaultKind,
  type BureauFailure,
  type BureauLoanKind,
  type BureauObligationKind,
  type BureauPurpose,
} from '../../enums/creditBureau';

/** Who is asked about, as the bureau identifies a person: name in kana, birthday, mobile number, home postcode. */
export interface BureauRequest {
  readonly purpose: BureauPurpose;
  /** Full-width katakana, family name first, one space between (as the application's attribute step gives it). */
  readonly nameKana: string;
  /** YYYY-MM-DD. */
  readonly birthDay: string;
  readonly mobileNumber: string;
  readonly homeZipCode: string;
  /** When the person agreed to the inquiry (the application's consent): the bureau records it with the inquiry. */
  readonly consentedAt: string;
}

/** The bureau's answer: what the Acts' computations read (yen, whole numbers), nothing else kept. */
export interface BureauReport {
  /** The bureau's number for this inquiry, quoted when the issuer asks it about the answer. */
  readonly reference: string;
  readonly defaults: readonly { readonly kind: BureauDefaultKind; readonly registeredOn: string }[];
  readonly creditObligations: readonly {
    readonly kind: BureauObligationKind;
    readonly balanceYen: number;
    readonly yearlyRepaymentYen: number;
  }[];
  readonly loans: readonly { readonly kind: BureauLoanKind; readonly balanceYen: number }[];
  /** Applications for credit the bureau recorded in the last six months (other issuers' inquiries). */
  readonly recentApplications: number;
}

/** A failed inquiry, by why: the log and the case say the kind, never what the bureau answered. */
export class BureauError extends Error {
  constructor(
    readonly failure: Exclude<BureauFailure, 'noConsent'>,
    message: string,
  ) {
    super(message);
    this.name = 'BureauError';
  }
}

/** Asks the bureau once; throws BureauError. */
export type CreditBureau = (request: BureauRequest) => Promise<BureauReport>;

const yen = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const record = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const day = (value: unknown): value is string => typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);

/** The answer checked field by field: anything else (a missing field, a negative amount, a kind not known) is unreadable. */
export function isBureauReport(body: unknown): body is BureauReport {
  if (!record(body)) return false;
  const { reference, defaults, creditObligations, loans, recentApplications } = body;
  return (
    typeof reference === 'string' &&
    /^[A-Za-z0-9-]{1,40}$/.test(reference) &&
    Array.isArray(defaults) &&
    defaults.every(
      (entry) =>
        record(entry) &&
        typeof entry['kind'] === 'string' &&
        Object.hasOwn(BUREAU_DEFAULT_KIND_LABELS, entry['kind']) &&
        day(entry['registeredOn']),
    ) &&
    Array.isArray(creditObligations) &&
    creditObligations.every(
      (entry) =>
        record(entry) &&
        typeof entry['kind'] === 'string' &&
        Object.hasOwn(BUREAU_OBLIGATION_KIND_LABELS, entry['kind']) &&
        yen(entry['balanceYen']) &&
        yen(entry['yearlyRepaymentYen']),
    ) &&
    Array.isArray(loans) &&
    loans.every(
      (entry) =>
        record(entry) &&
        typeof entry['kind'] === 'string' &&
        Object.hasOwn(BUREAU_LOAN_KIND_LABELS, entry['kind']) &&
        yen(entry['balanceYen']),
    ) &&
    yen(recentApplications)
  );
}

/** Only the fields named above, whatever else the bureau sent: nothing unexamined is stored. */
export function reportOf(body: BureauReport): BureauReport {
  return {
    reference: body.reference,
    defaults: body.defaults.map(({ kind, registeredOn }) => ({ kind, registeredOn })),
    creditObligations: body.creditObligations.map(({ kind, balanceYen, yearlyRepaymentYen }) => ({ kind, balanceYen, yearlyRepaymentYen })),
    loans: body.loans.map(({ kind, balanceYen }) => ({ kind, balanceYen })),
    recentApplications: body.recentApplications,
  };
}

/** The yearly repayments of the other credit contracts (割賦販売法 第30条の2第2項's 年間請求予定額), in yen. */
export const yearlyCreditRepaymentsYen = (report: BureauReport): number =>
  report.creditObligations.reduce((sum, entry) => sum + entry.yearlyRepaymentYen, 0);

/** The other money lenders' balances (貸金業法 第13条の2's 他の貸金業者の貸付けの残高), in yen. */
export const otherLendersBalanceYen = (report: BureauReport): number => report.loans.reduce((sum, entry) => sum + entry.balanceYen, 0);
