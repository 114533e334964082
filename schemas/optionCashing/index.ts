import limit from './availableLimit.json';
import purpose from './purposeInput.json';
import companyInput from '../balanceRaise/companyInput.json';
import licenseSelect from '../balanceRaise/licenseSelect.json';
import licenseInput from '../balanceRaise/licenseInput.json';
import loanSelect from '../balanceRaise/loanSelect.json';
import loanInput from '../balanceRaise/loanInput.json';
import confirm from './confirm.json';

/**
 * The cashing option applied for (SPEC 2.1 /apply/option-service/cashing: available-limit, purpose-input,
 * company-input, license-select, license-input, loan-select, loan-info, confirm): the limit wished for and its
 * purpose, then the credit-limit raise's own pages on work, licence and other borrowing, as an examination needs.
 */
export const optionCashingSchemaSources = {
  limit,
  purpose,
  companyInput,
  licenseSelect,
  licenseInput,
  loanSelect,
  loanInput,
  confirm,
} as const;

export type OptionCashingStepId = keyof typeof optionCashingSchemaSources;
