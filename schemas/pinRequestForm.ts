import * as generated from './generated/pinRequest';
import { formModuleOf } from './formModule';
import complete from './pinRequest/complete.json';

/** The registry's form module of the pinRequest flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
