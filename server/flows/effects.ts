import { supportEffects } from '../support/bankAgencyRequests';
import { sql } from 'kysely';
import { MembershipStatus } from '../../enums/member';
import { inquiryNumberTaken, setMembershipStatus } from '../apply/applicationRepository';
import { newInquiryNumber } from '../apply/inquiryNumber';
import { identityMismatches, refuseIdentityConflicts, verifiedPartner } from '../apply/partnerIdentity';
import { partnerKycStatus } from '../apply/partnerUser';
import { flatten } from '../../flows/engine';
import { APPLY_ACCOUNT_TYPE_LABELS, type ApplyAccountType } from '../../enums/bank';
import { findBank, findBranch } from '../bank/zenginBanks';
import { DomainError } from '../http/DomainError';
import { creditLimitEffects } from './creditLimitEffects';
import { memberAddressChanged, memberJobChanged } from './memberData';
import { mailAddressVerificationSent } from '../memberSettings/mailAddressChange';
import { cardPlanEffects } from '../cardPlans/cardPlanEffects';
import { cardSettingEffects } from '../memberSettings/cardSettings';
import { familyCardEffects } from '../memberSettings/familyCards';
import { goldUpgradeEffects } from '../memberSettings/goldUpgrade';
import { multipleCardEffects } from '../memberSettings/multipleCards';
import { cardLifecycleEffects } from '../memberSettings/cardLifecycle';
import { paymentAccountEffects } from '../memberSettings/paymentAccount';
import { mailingListEffects } from '../memberSettings/mailingLists';
import { residenceEffects } from '../memberSettings/residence';

import type { FlowEffect } from './hostContracts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The submitted application (SPEC 3.1, 5.4): a row in `applications` with a fresh 16-digit inquiry number and the
 * result, membership status 10 (applied), and the receipt by mail (issue 30). The consent time is the consent call's, else the draft's first save:
 * the apply machine starts at the consent step, whose schema requires the agreement, so no draft exists before it.
 */
const applicationSubmitted: FlowEffect = async ({
  trx,
  ownerId,
  resultState,
  answers,
  path,
  landing,
  schemaDigest,
  startedAt,
  consentedAt,
  messages,
}) => {
  if (resultState !== 'complete' && resultState !== 'underReview') throw new DomainError('internalError', `apply ended in ${resultState}`);
  // The payment app's verification may have changed since the steps were saved: the submit compares again.
  const verified = await verifiedPartner(trx, ownerId, answers);
  if (verified && identityMismatches(verified, flatten(answers, ['attribute', 'gender'])).length > 0)
    throw new DomainError('identificationError', 'application differs from the verified identity');
  if (verified) await refuseIdentityConflicts(trx, ownerId, verified, text(answers['smsAuthentication']?.['smsAuthMobNum']));
  let inquiryNumber = newInquiryNumber();
  while (await inquiryNumberTaken(trx, inquiryNumber)) inquiryNumber = newInquiryNumber();
  await trx
    .insertInto('applications')
    .values({
      member_id: ownerId,
      schema_version: schemaDigest,
      status: 'submitted',
      current_step: resultState,
      visited_steps: JSON.stringify(path),
      answers: JSON.stringify(answers),
      campaign_code: text(landing['campaignCode']),
      ad_data: text(landing['adData']),
      shop_id: text(landing['shopId']),
      kyc_status: partnerKycStatus(verified),
      consented_at: consentedAt ?? startedAt,
      inquiry_number: inquiryNumber,
      result: resultState,
      submitted_at: sql<Date>`now()`,
    })
    .execute();
  await setMembershipStatus(trx, ownerId, MembershipStatus.Applied);
  // The receipt with the inquiry number, to the address the application gives (its contact step requires one).
  const mailAddress = text(answers['contact']?.['mailAddress']);
  if (mailAddress) {
    const name = [text(answers['attribute']?.['lastNameKanji']), text(answers['attribute']?.['firstNameKanji'])].filter(Boolean).join(' ');
    await messages.mail(trx, { kind: 'applicationReceived', to: mailAddress, memberId: ownerId, params: { name, inquiryNumber } });
  }
  return { inquiryNumber };
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

export const flowEffects: Readonly<Record<string, FlowEffect>> = {
  applicationSubmitted,
  bankAccountRegistered,
  ...creditLimitEffects,
  mailAddressVerificationSent,
  memberAddressChanged,
  memberJobChanged,
  ...cardPlanEffects,
  ...cardSettingEffects,
  ...cardLifecycleEffects,
  ...familyCardEffects,
  ...goldUpgradeEffects,
  ...multipleCardEffects,
  ...paymentAccountEffects,
  ...mailingListEffects,
  ...residenceEffects,
  ...supportEffects,
};
