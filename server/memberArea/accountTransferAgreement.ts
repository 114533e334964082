import type { Kysely } from 'kysely';
import { BANK_ACCOUNT_TYPE_LABELS } from '../../enums/bank';
import type { AccountTransferAgreement, AccountTransferAgreementAnswer } from '../../api/memberAreaAnswers';
import { tokyoToday } from '../../validators/calendar';
import { findBank, findBranch } from '../bank/zenginBanks';
import type { Database } from '../db/schema';
import { maskedAccountNo } from '../memberSettings/paymentAccount';
import { statementCard } from './credentialCard';

const isAccountType = (value: string): value is keyof typeof BANK_ACCOUNT_TYPE_LABELS => Object.hasOwn(BANK_ACCOUNT_TYPE_LABELS, value);

/**
 * The member's 口座振替 agreement as of `now` (issue 35, SPEC 2.6 /member/jtransfer/agreement): their payment account
 * with its agreement day, terms and status (enums/accountTransfer.ts says how the status follows the day the bank
 * receives it), and their cards in use with how each is paid, so a member paying some card another way sees which
 * bills the account pays.
 */
export async function accountTransferAgreement(db: Kysely<Database>, memberId: string, now: Date): Promise<AccountTransferAgreementAnswer> {
  const [account, cards] = await Promise.all([
    db.selectFrom('member_payment_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('cards')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('active', '=', true)
      .orderBy('issued_on')
      .orderBy('id')
      .execute(),
  ]);
  const agreement: AccountTransferAgreement | null = account
    ? {
        bankName: findBank(account.bank_code)?.name ?? account.bank_code,
        branchName: findBranch(account.bank_code, account.branch_code)?.name ?? account.branch_code,
        accountType: isAccountType(account.account_type) ? BANK_ACCOUNT_TYPE_LABELS[account.account_type] : account.account_type,
        accountNo: maskedAccountNo(account.account_no),
        accountHolder: account.account_kana_name,
        agreedOn: tokyoToday(new Date(account.agreed_at)),
        requestedOn: account.requested_on,
        status: account.requested_on < tokyoToday(now) ? 'active' : 'processing',
        termsVersion: account.terms_version,
      }
    : null;
  return { agreement, cards: cards.map((card) => ({ ...statementCard(card), paymentMethod: card.payment_method })) };
}
