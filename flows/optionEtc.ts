import { linearEngine } from './linearFlow';
import { optionEtcSpec } from './optionServices';
import { defineFlow } from './flowEntry';

export const engine = linearEngine(optionEtcSpec);

/**
 * The option-service applications (SPEC 2.1, flows/optionServices.ts): the member settings' own parts at its routes.
 */
export const flow = defineFlow({
  id: 'optionEtc',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/etc'],
  schemas: 'etcCard',
  // The member settings' own pages, compiled once: the same form module at the option-service route.
  repeatable: true,
});
