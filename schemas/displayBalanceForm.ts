import * as generated from './generated/displayBalance';
import { formModuleOf } from './formModule';
import complete from './displayBalance/complete.json';

/** The registry's form module of the displayBalance flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
