/**
 * 口座振替 agreements (SPEC 2.6 /member/jtransfer/agreement). SPEC names the page only. Our decision, as Japanese
 * issuers show it: the agreement is the member's payment account (`member_payment_accounts`), with when they agreed
 * and to which terms. Its status follows the day the registration reaches the bank (until 15:00 Tokyo the same
 * business day, else the next: server/bank/bankBusinessDays.ts): up to and on that day the bank is still registering
 * it (`processing`); from the next day transfers are made from it (`active`). A member who never registered one has
 * none (`null` in the answer); a former member's ended with the membership and is not shown.
 */
export const AGREEMENT_STATUSES = ['processing', 'active'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Readonly<Record<AgreementStatus, string>> = {
  processing: '金融機関で登録手続き中',
  active: '口座振替をご利用中',
};

/** The account-transfer terms in force: new agreements record this version (public/terms.html). */
export const ACCOUNT_TRANSFER_TERMS = { version: '2024-04-01', href: '/terms.html#account-transfer' } as const;
