import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** The 3-D Secure password registered (SPEC 2.6 /member/3dsecure/register); the change shares its form (securePasswordForm). */
export const secureRegisterSpec: LinearFlowSpec = {
  id: 'secureRegister',
  schemas: 'securePassword',
  base: '/member/3dsecure/register',
  steps: [{ id: 'password', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(secureRegisterSpec);

export const flow = defineFlow({
  id: 'secureRegister',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/3dsecure/register'],
  schemas: 'securePassword',
  repeatable: true,
});
