import * as generated from './generated/securePassword';
import { formModuleOf } from './formModule';
import complete from './securePassword/complete.json';

/** The registry's form module of the securePassword flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
