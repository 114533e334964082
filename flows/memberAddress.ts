import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

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

/**
 * Issue 15: the member's home address and landline; a foreign resident's residence card must then be sent again.
 */
export const flow = defineFlow({
  id: 'memberAddress',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/info/setting', '/member/info/confirm', '/member/info/complete'],
  repeatable: true,
});
