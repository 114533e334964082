/**
 * What a bank-agency request is about (SPEC 2.2 /support/bankagency). The specification names the page only; the
 * topics are ours: what a card member asks of a card company acting as a bank's agent (opening an account at the
 * partner bank, the card's payment account, fees), and anything else.
 */
export const BankAgencyTopic = { AccountOpening: '1', PaymentAccount: '2', Fees: '3', Other: '9' } as const;
export type BankAgencyTopic = (typeof BankAgencyTopic)[keyof typeof BankAgencyTopic];
export const BANK_AGENCY_TOPIC_LABELS: Readonly<Record<BankAgencyTopic, string>> = {
  '1': '提携銀行の口座開設について',
  '2': 'カードのお支払い口座（口座振替）について',
  '3': '手数料・お取引について',
  '9': 'その他',
};

/** How the member wants to be answered. */
export const ContactMethod = { Phone: '1', Mail: '2' } as const;
export type ContactMethod = (typeof ContactMethod)[keyof typeof ContactMethod];
export const CONTACT_METHOD_LABELS: Readonly<Record<ContactMethod, string>> = {
  '1': 'お電話（ご登録の携帯電話番号）',
  '2': 'メール（ご登録のメールアドレス）',
};
