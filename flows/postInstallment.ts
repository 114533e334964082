import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

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
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    select: [{ lineId: '101' }],
    simulationInput: [{ installmentCount: '3' }, { installmentCount: '24' }],
    simulationResult: [{}],
  },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { count: '3', totalInterest: '2,252円', totalPayment: '92,052円' },
  },
});
