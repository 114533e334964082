import * as generated from './generated/etcCard';
import { formModuleOf } from './formModule';
import complete from './etcCard/complete.json';

/** The registry's form module of the etcCard flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
