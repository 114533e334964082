import { linearEngine, type LinearFlowSpec } from './linearFlow';

/** Changing the revolving course's monthly payment (SPEC 2.6 /member/revo/course): the new amount, confirm, done. */
export const revoCourseSpec: LinearFlowSpec = {
  id: 'revoCourse',
  base: '/member/revo/course',
  steps: [{ id: 'course', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoCourseSpec);
