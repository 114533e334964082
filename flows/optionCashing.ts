import { linearEngine } from './linearFlow';
import { optionCashingSpec } from './optionServices';
import { defineFlow } from './flowEntry';

export const engine = linearEngine(optionCashingSpec);

export const flow = defineFlow({
  id: 'optionCashing',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/cashing'],
  repeatable: true,
});
