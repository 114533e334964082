import amountSelect from './amountSelect.json';
import companyInput from './companyInput.json';
import confirm from './confirm.json';
import licenseInput from './licenseInput.json';
import licenseSelect from './licenseSelect.json';
import loanInput from './loanInput.json';
import loanSelect from './loanSelect.json';
import purpose from './purpose.json';

/** The credit-limit raise's step schemas as written, by step id (the file name). The compiler reads this list. */
export const balanceRaiseSchemaSources = {
  purpose,
  amountSelect,
  companyInput,
  licenseSelect,
  licenseInput,
  loanSelect,
  loanInput,
  confirm,
} as const;

export type BalanceRaiseStepId = keyof typeof balanceRaiseSchemaSources;
