import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';

/** A past one-payment purchase split into instalments (SPEC 2.6 post-installment select, simulation-input, simulation-result, confirm, complete); the simulation's result is a page of its own (`schedule`), not a question. */
export const postInstallmentSpec: LinearFlowSpec = {
  id: 'postInstallment',
  base: '/member/post-installment',
  steps: [
    { id: 'select', path: 'select' },
    { id: 'simulationInput', path: 'simulation-input' },
    { id: 'simulationResult', path: 'simulation-result', counted: false, page: 'schedule' },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(postInstallmentSpec);

export const flow = defineFlow({
  id: 'postInstallment',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/post-installment'],
  repeatable: true,
});
