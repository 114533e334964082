import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** The revolving balance paid in one sum at the next payment date (SPEC 2.6 /member/revo/lumpsum). */
export const revoLumpsumSpec: LinearFlowSpec = {
  id: 'revoLumpsum',
  base: '/member/revo/lumpsum',
  steps: [{ id: 'lumpsum', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoLumpsumSpec);

export const flow = defineFlow({
  id: 'revoLumpsum',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/lumpsum'],
  repeatable: true,
});
