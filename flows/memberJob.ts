import { needsWorkplace } from './applyRules';
import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/**
 * The member's job and income changed (SPEC 2.6 member info; its pages' paths are ours, the SPEC shows none): the
 * occupation, the household, the income, and the workplace only for a member who works (`needsWorkplace`, the
 * application's own rule), then confirm.
 */
export const memberJobSpec: LinearFlowSpec = {
  id: 'memberJob',
  base: '/member/info/job',
  steps: [
    { id: 'profession', path: '' },
    { id: 'household', path: 'household' },
    { id: 'income', path: 'income' },
    { id: 'workplace', path: 'workplace', when: needsWorkplace },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(memberJobSpec);

export const flow = defineFlow({
  id: 'memberJob',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/info/job'],
  repeatable: true,
});
