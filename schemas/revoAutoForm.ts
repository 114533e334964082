import * as generated from './generated/revoAuto';
import { formModuleOf } from './formModule';
import complete from './revoAuto/complete.json';

/** The registry's form module of the revoAuto flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
