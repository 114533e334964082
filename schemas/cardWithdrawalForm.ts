import * as generated from './generated/cardWithdrawal';
import { formModuleOf } from './formModule';
import complete from './cardWithdrawal/complete.json';

/** The registry's form module of the cardWithdrawal flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
