import { sql } from 'kysely';
import { APPLY_ACCOUNT_TYPE_LABELS, type ApplyAccountType } from '../../enums/bank';
import { findApplication } from '../apply/applicationRepository';
import { defineFlowParts, type FlowEffect, type FlowInputBuilder, type ServerCheck } from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { bankMessages } from './bankMessages';
import { findBank, findBranch } from './zenginBanks';

/** The payment-account flow's server parts (flow `bank`); its Zengin bank check also serves the member's (`memberBank`). */

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The bank flow's applicant: the name kana of the submitted application, which the small-transfer rule compares the
 * holder with. The account follows the application (SPEC 2.1): before the submit the flow is refused (4006).
 */
const bankApplicant: FlowInputBuilder = {
  build: async ({ db, ownerId }) => {
    const application = await findApplication(db, ownerId);
    if (!application) throw new DomainError('invalidUserStatus', 'bank account before the application is submitted');
    const attribute = application.answers['attribute'] ?? {};
    return { lastNameKana: text(attribute['lastNameKana']) ?? '', firstNameKana: text(attribute['firstNameKana']) ?? '' };
  },
  // The detail step's lead names the bank chosen on the list (「{bankName}の口座を登録します。」).
  facts: async ({ answers }) => ({ bankName: findBank(text(answers['bankList']?.['bankCode']) ?? '')?.name ?? null }),
};

/** The bank exists in the Zengin data. */
export const zenginBank: ServerCheck = {
  after: async ({ given }) => {
    const bankCode = given['bankCode'];
    return typeof bankCode === 'string' && findBank(bankCode) ? [] : [{ field: 'bankCode', message: bankMessages.bankUnknown }];
  },
};

/** The branch is one of the chosen bank's in the Zengin data. */
const zenginBranch: ServerCheck = {
  after: async ({ given, answers }) => {
    const bankCode = answers['bankList']?.['bankCode'];
    const branchCode = given['branchCode'];
    if (typeof bankCode === 'string' && typeof branchCode === 'string' && findBranch(bankCode, branchCode)) return [];
    return [{ field: 'branchCode', message: bankMessages.branchUnknown }];
  },
};

const isAccountType = (value: unknown): value is ApplyAccountType =>
  typeof value === 'string' && Object.hasOwn(APPLY_ACCOUNT_TYPE_LABELS, value);

/**
 * The registered payment account (SPEC 2.1): a row in `bank_registrations` from which account transfer starts. The
 * result page lists the account as registered (`bank/registered` `x-data`): bank, branch 「本店営業部（001）」,
 * account type, number and holder.
 */
const bankAccountRegistered: FlowEffect = async ({ trx, ownerId, resultState, answers, path, schemaDigest }) => {
  const values = {
    schema_version: schemaDigest,
    status: 'registered' as const,
    current_step: resultState,
    visited_steps: JSON.stringify(path),
    answers: JSON.stringify(answers),
    registered_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  };
  await trx
    .insertInto('bank_registrations')
    .values({ member_id: ownerId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
  const bankCode = text(answers['bankList']?.['bankCode']) ?? '';
  const detail = answers['bankDetail'] ?? {};
  const branch = findBranch(bankCode, text(detail['branchCode']) ?? '');
  const accountType = detail['accountType'];
  return {
    bankName: findBank(bankCode)?.name ?? '',
    branchName: branch ? `${branch.name}（${branch.code}）` : '',
    accountType: isAccountType(accountType) ? APPLY_ACCOUNT_TYPE_LABELS[accountType] : '',
    accountNo: text(detail['accountNo']) ?? '',
    accountKanaName: text(detail['accountKanaName']) ?? '',
  };
};

export const bankFlowParts = defineFlowParts({
  bank: { input: bankApplicant, checks: { bankList: zenginBank, bankDetail: zenginBranch }, effect: bankAccountRegistered },
});
