import * as generated from './generated/revoCashing';
import { formModuleOf } from './formModule';
import complete from './revoCashing/complete.json';

/** The registry's form module of the revoCashing flow: its compiled steps and its result pages' texts. */
export const form = formModuleOf(generated, { complete });
