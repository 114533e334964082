import { ACCOUNT_TRANSFER_TERMS } from '../../enums/accountTransfer';
import { APPLY_ACCOUNT_TYPE_LABELS, type ApplyAccountType } from '../../enums/bank';
import { skipBankTransferStep } from '../../validators/businessRules';
import { bankRequestDay, isoDate } from '../bank/bankBusinessDays';
import { bankMessages } from '../bank/bankMessages';
import { zenginBank } from '../bank/bankFlowParts';
import { findBank, findBranch } from '../bank/zenginBanks';
import type { FieldError } from '../http/apiResponse';
import type { CheckContext, ServerCheck } from '../flows/hostContracts';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { currentAddressText } from './memberData';

/**
 * The member's payment account (SPEC 2.6 /member/banklist; issue 15), flow `memberBank`'s parts: the facts the
 * steps and the confirm page name (bank and branch by their Zengin names, the current account, the address the
 * bank's notice goes to), the account check, and the completion that records the new account with the bank
 * business day the registration is sent (today until 15:00 Tokyo, else the next business day).
 */
export const paymentAccountMessages = {
  holderNotMember: (name: string) => `口座名義はご本人のお名前（${name}）と同じにしてください。ご本人名義の口座のみ登録できます。`,
  unchanged: '現在のお支払い口座と同じです。別の口座を入力してください。',
  notRegistered: '未登録',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isAccountType = (value: unknown): value is ApplyAccountType =>
  typeof value === 'string' && Object.hasOwn(APPLY_ACCOUNT_TYPE_LABELS, value);

/** An account number as the member's pages show it: the last three digits only. */
export const maskedAccountNo = (accountNo: string): string => `****${accountNo.slice(-3)}`;

const dateText = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

interface PaymentAccount {
  readonly bank_code: string;
  readonly branch_code: string;
  readonly account_type: string;
  readonly account_no: string;
}

const currentAccount = async (db: Db, memberId: string): Promise<PaymentAccount | undefined> =>
  db
    .selectFrom('member_payment_accounts')
    .select(['bank_code', 'branch_code', 'account_type', 'account_no'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();

/** The account in one line (三菱UFJ銀行 本店 普通 ****567), or 未登録. */
export function paymentAccountText(account: PaymentAccount | undefined): string {
  if (!account) return paymentAccountMessages.notRegistered;
  const type = isAccountType(account.account_type) ? APPLY_ACCOUNT_TYPE_LABELS[account.account_type] : '';
  const branch = findBranch(account.bank_code, account.branch_code)?.name ?? account.branch_code;
  return `${findBank(account.bank_code)?.name ?? account.bank_code} ${branch} ${type} ${maskedAccountNo(account.account_no)}`;
}

export const memberPaymentAccountText = async (db: Db, memberId: string): Promise<string> =>
  paymentAccountText(await currentAccount(db, memberId));

/** The member info page's line: the account, or null before one is registered. */
export async function memberPaymentAccount(db: Db, memberId: string): Promise<string | null> {
  const account = await currentAccount(db, memberId);
  return account ? paymentAccountText(account) : null;
}

export const memberBankInput: FlowInputBuilder = {
  build: async () => ({}),
  facts: async ({ db, ownerId, answers }) => {
    const bankCode = text(answers['bankList']?.['bankCode']);
    const branch = findBranch(bankCode, text(answers['bankDetail']?.['branchCode']));
    return {
      bankName: findBank(bankCode)?.name ?? null,
      branchName: branch ? `${branch.name}（${branch.code}）` : null,
      currentAccountText: await memberPaymentAccountText(db, ownerId),
      currentAddressText: await currentAddressText(db, ownerId),
    };
  },
};

/**
 * The account's branch is the chosen bank's (Zengin), it is held in the member's own name (SPEC 4: holder kana = last
 * kana + full-width space + first kana; a member's debit account is their own, unlike an applicant's, whose other-name
 * account is confirmed by a small transfer), and it is another account than the current one.
 */
const memberBankAccount: ServerCheck = {
  after: async ({ trx, ownerId, given, answers }: CheckContext): Promise<readonly FieldError[]> => {
    const bankCode = text(answers['bankList']?.['bankCode']);
    if (!findBranch(bankCode, text(given['branchCode']))) return [{ field: 'branchCode', message: bankMessages.branchUnknown }];
    const member = await trx
      .selectFrom('members')
      .select(['last_name_kana', 'first_name_kana'])
      .where('id', '=', ownerId)
      .executeTakeFirst();
    const names = { lastNameKana: member?.last_name_kana ?? '', firstNameKana: member?.first_name_kana ?? '' };
    if (!skipBankTransferStep({ accountKanaName: given['accountKanaName'], ...names })) {
      return [
        { field: 'accountKanaName', message: paymentAccountMessages.holderNotMember(`${names.lastNameKana}\u3000${names.firstNameKana}`) },
      ];
    }
    const current = await currentAccount(trx, ownerId);
    const same =
      current?.bank_code === bankCode &&
      current.branch_code === given['branchCode'] &&
      current.account_type === given['accountType'] &&
      current.account_no === given['accountNo'];
    return same ? [{ field: 'accountNo', message: paymentAccountMessages.unchanged }] : [];
  },
};

/** Records the new account and the day its registration is sent, with a change record (the number masked). */
const memberBankChanged: FlowEffect = async ({ trx, ownerId, answers, now }: EffectContext) => {
  const bankCode = text(answers['bankList']?.['bankCode']);
  const detail = answers['bankDetail'] ?? {};
  const accountType = detail['accountType'];
  const branch = findBranch(bankCode, text(detail['branchCode']));
  if (!branch || !isAccountType(accountType))
    throw new Error('payment account change completed without a Zengin branch and an account type');
  const requestedOn = isoDate(bankRequestDay(now));
  const next = {
    bank_code: bankCode,
    branch_code: branch.code,
    account_type: accountType,
    account_no: text(detail['accountNo']),
    account_kana_name: text(detail['accountKanaName']),
    requested_on: requestedOn,
    // A new account is a new account-transfer agreement, under the terms in force now (/member/jtransfer/agreement).
    agreed_at: now,
    terms_version: ACCOUNT_TRANSFER_TERMS.version,
  };
  const previous = await currentAccount(trx, ownerId);
  await trx
    .insertInto('member_payment_accounts')
    .values({ member_id: ownerId, ...next })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...next, updated_at: now }))
    .execute();
  await trx
    .insertInto('member_changes')
    .values({
      member_id: ownerId,
      flow_id: 'memberBank',
      field: 'paymentAccount',
      old_value: previous ? paymentAccountText(previous) : null,
      new_value: paymentAccountText(next),
    })
    .execute();
  return {
    bankName: findBank(bankCode)?.name ?? '',
    branchName: `${branch.name}（${branch.code}）`,
    accountType: APPLY_ACCOUNT_TYPE_LABELS[accountType],
    accountNo: maskedAccountNo(next.account_no),
    requestedOn: dateText(requestedOn),
  };
};

export const paymentAccountFlowParts = defineFlowParts({
  memberBank: { input: memberBankInput, checks: { bankList: zenginBank, bankDetail: memberBankAccount }, effect: memberBankChanged },
});
