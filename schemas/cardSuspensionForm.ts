import * as generated from './generated/cardSuspension';
import { formModuleOf } from './formModule';
import complete from './cardSuspension/complete.json';

/** The registry's form module of the cardSuspension flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
