import { hasLicence } from './applyRules';
import { hasOtherLoans } from './creditLimitRules';
import type { LinearFlowSpec } from './linearFlow';
import { cashingLimitSpec } from './cashingLimit';

/**
 * The option-service applications (SPEC 2.1 /apply/option-service/...): a card member adds ETC cards, the revolving
 * course, a family card or the cashing option from the app's option menu. Each is the member settings' own steps
 * (and their server checks and completions, named in the registry) at the SPEC's routes: data, not new code.
 */
const base = '/apply/option-service';

export const optionEtcSpec: LinearFlowSpec = {
  id: 'optionEtc',
  schemas: 'etcCard',
  base: `${base}/etc`,
  steps: [{ id: 'request', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const optionRevoSpec: LinearFlowSpec = {
  id: 'optionRevo',
  schemas: 'revoCourse',
  base: `${base}/revo`,
  steps: [{ id: 'course', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const optionFamilyCardSpec: LinearFlowSpec = {
  id: 'optionFamilyCard',
  base: `${base}/family-card`,
  steps: [
    { id: 'precautions', path: 'precautions' },
    { id: 'name', path: 'name' },
    { id: 'nameAlpha', path: 'name-alpha' },
    { id: 'profile', path: 'sex-type' },
    { id: 'phone', path: 'phone-number' },
    { id: 'pin', path: 'pin' },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete', schema: 'familyCard/complete' }],
};

/** Examined like a raise of the cashing limit: a limit above today's (none, for most) goes to review. */
export const optionCashingSpec: LinearFlowSpec = {
  id: 'optionCashing',
  base: `${base}/cashing`,
  steps: [
    { id: 'limit', path: 'available-limit' },
    { id: 'purpose', path: 'purpose-input' },
    { id: 'companyInput', path: 'company-input' },
    { id: 'licenseSelect', path: 'license-select' },
    { id: 'licenseInput', path: 'license-input', when: hasLicence },
    { id: 'loanSelect', path: 'loan-select' },
    { id: 'loanInput', path: 'loan-info', when: hasOtherLoans },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [
    { id: 'complete', path: 'complete', schema: 'cashingLimit/complete' },
    { id: 'underReview', path: 'under-review' },
  ],
  ...(cashingLimitSpec.result ? { result: cashingLimitSpec.result } : {}),
};
