import * as generated from './generated/cashingNet';
import { formModuleOf } from './formModule';
import complete from './cashingNet/complete.json';

/** The registry's form module of the cashingNet flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
