import * as generated from './generated/revoLumpsum';
import { formModuleOf } from './formModule';
import complete from './revoLumpsum/complete.json';

/** The registry's form module of the revoLumpsum flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
