import { linearEngine } from './linearFlow';
import { optionRevoSpec } from './optionServices';
import { defineFlow } from './flowEntry';

export const engine = linearEngine(optionRevoSpec);

export const flow = defineFlow({
  id: 'optionRevo',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/revo'],
  schemas: 'revoCourse',
  repeatable: true,
});
