import * as generated from './generated/revoIndividual';
import { formModuleOf } from './formModule';
import complete from './revoIndividual/complete.json';

/** The registry's form module of the revoIndividual flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
