import * as generated from './generated/pinChange';
import { formModuleOf } from './formModule';
import complete from './pinChange/complete.json';

/** The registry's form module of the pinChange flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
