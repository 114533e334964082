import bankList from '../bank/bankList.json';
import bankDetail from '../bank/bankDetail.json';
import confirm from './confirm.json';

/**
 * The member's payment account change: the application's bank list and account steps as they are (a field's rule
 * lives once: the Zengin bank and branch, the seven-digit account number, the holder's kana), then confirm.
 */
export const memberBankSchemaSources = {
  bankList,
  bankDetail,
  confirm,
} as const;

export type MemberBankStepId = keyof typeof memberBankSchemaSources;
