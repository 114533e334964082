import { linearEngine } from './linearFlow';
import { optionFamilyCardSpec } from './optionServices';
import { defineFlow } from './flowEntry';

export const engine = linearEngine(optionFamilyCardSpec);

export const flow = defineFlow({
  id: 'optionFamilyCard',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/family-card'],
  repeatable: true,
});
