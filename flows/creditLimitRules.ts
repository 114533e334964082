import type { CardType } from '../enums/card';
import { CREDIT_LIMIT_REVIEW_LINE } from '../enums/creditLimit';
import { PastLoan } from '../enums/loan';
import { readWholeNumber } from '../validators/integers';

/**
 * The credit-limit flows' business predicates (SPEC 2.6, 5.4, 9) over the answers flattened into one record. The
 * machines' guards ask these; nothing else re-derives them. (Whether the member holds a licence is the apply
 * flow's `hasLicence`: one rule, both flows.)
 */
export type Facts = Readonly<Record<string, unknown>>;

/**
 * The card a credit-limit flow is about (the machine input, built on the server from the selected card): its type
 * (SPEC 3.2: 0 regular, 1 gold) and its current limit in 万円 (enums/creditLimit.ts).
 */
export type SelectedCardInput = {
  readonly cardType?: CardType;
  readonly currentLimit?: number;
};

/** The member declared borrowing from other lenders: its amounts are asked next. */
export const hasOtherLoans = (facts: Facts): boolean => facts['isLoan'] === PastLoan.Yes;

/**
 * A raise goes to a person's review (the under-review page) when the wished limit is above SPEC 9's 100 (万円)
 * or other borrowing is declared; otherwise it is received for the automatic examination (the complete page).
 */
export function raiseNeedsReview(facts: Facts): boolean {
  return (readWholeNumber(facts['hopeLimit']) ?? 0) > CREDIT_LIMIT_REVIEW_LINE || hasOtherLoans(facts);
}
