import * as generated from './generated/cardActivation';
import { formModuleOf } from './formModule';
import complete from './cardActivation/complete.json';

/** The registry's form module of the cardActivation flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
