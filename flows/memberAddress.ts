import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** The member's home address and landline changed (SPEC 2.6 /member/info/setting and /member/info/confirm). */
export const memberAddressSpec: LinearFlowSpec = {
  id: 'memberAddress',
  base: '/member/info',
  steps: [
    { id: 'zipcode', path: 'setting' },
    { id: 'address', path: 'setting/address' },
    { id: 'addressKana', path: 'setting/address-kana' },
    { id: 'phone', path: 'setting/phone' },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(memberAddressSpec);
